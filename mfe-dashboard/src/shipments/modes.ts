import type { Modality } from '@portal/contracts/wire';
import { isModeKey, keyOfModality, type ModeKey } from '@portal/contracts/modes';

export type { ModeKey };

/** A mode: its key in addresses and messages (`modes.<key>.name`: Sea, Zee; never the code on screen) and its modality code. */
export interface ModeInfo {
  key: ModeKey;
  modality: Modality;
}

export const MODES: Record<ModeKey, ModeInfo> = {
  sea: { key: 'sea', modality: 'SEA' },
  roa: { key: 'roa', modality: 'ROA' },
  mul: { key: 'mul', modality: 'MUL' },
  air: { key: 'air', modality: 'AIR' },
};

/** Tab order of both screens: sea (the default), road, multimodal, air. */
export const MODE_ORDER: ModeKey[] = ['sea', 'roa', 'mul', 'air'];

export { isModeKey };

export const modeOfModality = keyOfModality;
