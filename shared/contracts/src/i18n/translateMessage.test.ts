import { RULE_MESSAGES } from '../rules/ruleMessages';
import { emptyQuoteForm, validateQuoteForm } from '../rules/quoteForm';
import { translateMessage } from './translateMessage';

const nl = RULE_MESSAGES.nl;

describe('translateMessage over the shared rules’ Dutch', () => {
  it('finds a sentence exactly, one with varying parts by its pattern, and leaves an unknown one in English', () => {
    expect(translateMessage(nl, 'Please choose a transport mode.')).toBe('Kies een vervoerswijze.');
    expect(translateMessage(nl, 'Temperature may be at most 60 °C.')).toBe('De temperatuur mag hoogstens 60 °C zijn.');
    expect(translateMessage(nl, 'Something nobody translated.')).toBe('Something nobody translated.');
    expect(translateMessage(undefined, 'Please choose a transport mode.')).toBe('Please choose a transport mode.');
  });

  it('translates the field named inside a general sentence, and a specific sentence wins over the general one', () => {
    expect(translateMessage(nl, 'Weight must be a number.')).toBe('Gewicht: vul een getal in.');
    expect(translateMessage(nl, 'Special instructions may be at most 2000 characters.')).toBe('Bijzondere instructies: hoogstens 2000 tekens.');
  });

  it('has a Dutch sentence for every message the quote form gives an empty request of each mode', () => {
    for (const modality of ['SEA', 'AIR', 'MUL', 'ROA'] as const) {
      const errors = validateQuoteForm({ ...emptyQuoteForm(), modality, incoterm: 'EXW' } as never, { isGroup: true });
      for (const message of Object.values(errors)) expect([modality, translateMessage(nl, message as string)]).not.toEqual([modality, message]);
    }
  });
});

