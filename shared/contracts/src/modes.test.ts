import { MODALITIES, MODE_KEYS, isModeKey, keyOfModality, modalityOfKey } from './modes';

describe('modes', () => {
  it('maps every modality to its key and back', () => {
    for (const modality of MODALITIES) expect(modalityOfKey(keyOfModality(modality))).toBe(modality);
    expect(MODALITIES.map(keyOfModality).sort()).toEqual([...MODE_KEYS].sort());
  });
  it('names no modality for what is not a key', () => {
    for (const text of ['SEA', 'road', 'rail', '', 'constructor', '__proto__']) {
      expect(isModeKey(text)).toBe(false);
      expect(modalityOfKey(text)).toBeUndefined();
    }
  });
});
