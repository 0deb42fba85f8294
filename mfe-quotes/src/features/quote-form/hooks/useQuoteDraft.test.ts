import { emptyQuoteForm } from '@portal/contracts/rules/quoteForm';
import { readDraft } from './useQuoteDraft';

describe('a draft read back after a reload', () => {
  test('a saved request comes back whole', () => {
    const saved = { ...emptyQuoteForm(), modality: 'sea', incoterm: 'FOB', originCountry: 'DE', dangerousGoods: true, packageCount: '3' };
    expect(readDraft(JSON.stringify(saved))).toEqual(saved);
  });

  test('unknown keys are dropped and a value of the wrong type is left empty', () => {
    const draft = readDraft(JSON.stringify({ modality: 'air', weight: 1200, dangerousGoods: 'yes', isAdmin: true }));
    expect(draft).toEqual({ ...emptyQuoteForm(), modality: 'air' });
    expect(draft).not.toHaveProperty('isAdmin');
  });

  test('a draft without a transport mode is no draft', () => {
    expect(readDraft(JSON.stringify({ ...emptyQuoteForm(), originCity: 'Hamburg' }))).toBeNull();
  });

  test.each([null, '', 'not json', '42', 'null', '"sea"', '[1,2]'])('%p is no draft', (raw) => {
    expect(readDraft(raw)).toBeNull();
  });
});
