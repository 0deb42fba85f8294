import type { Modality } from '@portal/contracts/wire';
import { isModeKey, keyOfModality, type ModeKey } from '@portal/contracts/modes';

export type { ModeKey };

export interface ModeInfo {
  key: ModeKey;
  modality: Modality;
  /** Tab label on the MyShipments screen (spec: SEA, ROAD, MULTIMODAL, AIR). */
  tabLabel: string;
  /** How a person says it: 'sea freight', for messages. */
  noun: string;
}

export const MODES: Record<ModeKey, ModeInfo> = {
  sea: { key: 'sea', modality: 'SEA', tabLabel: 'SEA', noun: 'sea' },
  roa: { key: 'roa', modality: 'ROA', tabLabel: 'ROAD', noun: 'road' },
  mul: { key: 'mul', modality: 'MUL', tabLabel: 'MULTIMODAL', noun: 'multimodal' },
  air: { key: 'air', modality: 'AIR', tabLabel: 'AIR', noun: 'air' },
};

/** Tab order of both screens: sea (the default), road, multimodal, air. */
export const MODE_ORDER: ModeKey[] = ['sea', 'roa', 'mul', 'air'];

export { isModeKey };

export const modeOfModality = keyOfModality;
