import type { Modality } from './wire';

/**
 * The four modes of transport, written once for both sides: the machine code stored and sent
 * (`SEA`), and the lower-case key that addresses, table names and tabs use (`/myshipments/sea`).
 */
export const MODALITIES: readonly Modality[] = ['SEA', 'AIR', 'MUL', 'ROA'];

export type ModeKey = 'sea' | 'air' | 'roa' | 'mul';
export const MODE_KEYS: readonly ModeKey[] = ['sea', 'air', 'roa', 'mul'];

export const isModeKey = (value: unknown): value is ModeKey => typeof value === 'string' && (MODE_KEYS as readonly string[]).includes(value);

export const keyOfModality = (modality: Modality): ModeKey => modality.toLowerCase() as ModeKey;

/** The modality a key names; anything that is not a key (an address typed by hand) has none. */
export const modalityOfKey = (key: string): Modality | undefined => (isModeKey(key) ? (key.toUpperCase() as Modality) : undefined);
