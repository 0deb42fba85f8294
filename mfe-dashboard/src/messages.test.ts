import { changeLanguage, registerMessages, tFor } from '@portal/kit';
import { DELAY_WORDS } from '@portal/contracts/rules/shipmentDelay';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { DASHBOARD_NS, delayWords, placeWords } from './messages';
import { ageMessage, minutesSince } from './features/dashboard/hooks/useMinutesAgo';
import { MODE_ORDER } from './shipments/modes';

const files: Record<string, unknown> = { en, nl };
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

beforeAll(() => registerMessages(DASHBOARD_NS, async (language) => ({ default: files[language] as Record<string, unknown> })));
afterEach(() => changeLanguage('en'));

test('Dutch has every English message and no other', () => {
  expect(keysOf(nl).sort()).toEqual(keysOf(en).sort());
});

test("a delay has one wording: the dashboard's English is the contracts' (the API's notifications say the same)", () => {
  expect(en.delay).toEqual(DELAY_WORDS);
});

test('a delay in words, plural-aware, in English and Dutch', async () => {
  const t = tFor(DASHBOARD_NS);
  const days = [0, 1, 2, 5, -1, -3, null];
  expect(days.map((d) => delayWords(t, d))).toEqual(['On time', '1 day late', '2 days late', '5 days late', '1 day early', '3 days early', 'No plan']);
  await changeLanguage('nl');
  expect(days.map((d) => delayWords(t, d))).toEqual(['Op tijd', '1 dag te laat', '2 dagen te laat', '5 dagen te laat', '1 dag te vroeg', '3 dagen te vroeg', 'Geen planning']);
});

test('modes by the names people use, never their codes', async () => {
  const t = tFor(DASHBOARD_NS);
  expect(MODE_ORDER.map((mode) => t(`modes.${mode}.name`))).toEqual(['Sea', 'Road', 'Multimodal', 'Air']);
  await changeLanguage('nl');
  expect(MODE_ORDER.map((mode) => t(`modes.${mode}.name`))).toEqual(['Zee', 'Weg', 'Multimodaal', 'Lucht']);
  expect(MODE_ORDER.map((mode) => t(`modes.${mode}.shipments`))).toEqual(['Zeezendingen', 'Wegzendingen', 'Multimodale zendingen', 'Luchtzendingen']);
});

test('a place is written one way: its name and its UN/LOCODE', () => {
  const t = tFor(DASHBOARD_NS);
  expect(placeWords(t, { name: 'Singapore', locode: 'SGSIN' })).toBe('Singapore (SGSIN)');
});

describe('the last update in words', () => {
  const now = Date.parse('2025-03-12T10:30:00Z');
  const say = (iso: string | null) => {
    const { key, count } = ageMessage(minutesSince(iso, now));
    return tFor(DASHBOARD_NS)(key, { count });
  };
  it.each([
    ['2025-03-12T10:29:30Z', 0, 'Last updated less than a minute ago'],
    ['2025-03-12T10:29:00Z', 1, 'Last updated 1 minute ago'],
    ['2025-03-12T09:30:00Z', 60, 'Last updated 60 minutes ago'],
    ['2025-03-12T10:31:00Z', 0, 'Last updated less than a minute ago'],
  ])('%s → %d', (iso, minutes, text) => {
    expect(minutesSince(iso, now)).toBe(minutes);
    expect(say(iso)).toBe(text);
  });
  it('says so when there is nothing, and speaks Dutch', async () => {
    expect(minutesSince(null, now)).toBeNull();
    expect(minutesSince('not a date', now)).toBeNull();
    expect(say(null)).toBe('Not updated yet');
    await changeLanguage('nl');
    expect(say('2025-03-12T10:29:00Z')).toBe('1 minuut geleden bijgewerkt');
    expect(say('2025-03-12T10:00:00Z')).toBe('30 minuten geleden bijgewerkt');
  });
});
