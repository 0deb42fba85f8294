import { pseudoLocalise, pseudoMessages } from './pseudo';

test('a message is accented, stretched by a third and wrapped; what i18next reads in it stays', () => {
  expect(pseudoLocalise('Shipments')).toBe('[Ŝĥîƥɱéñţš ~~~]');
  expect(pseudoLocalise('Hello {{name}}, $t(other) <1>here</1>')).toMatch(/^\[Ĥéļļö \{\{name\}\}, \$t\(other\) <1>ĥéŕé<\/1> ~+\]$/);
  const text = 'Notifications could not be loaded.';
  expect(pseudoLocalise(text).length).toBeGreaterThanOrEqual(Math.ceil((text.length * 4) / 3));
  // The stretch breaks like words, so a long message still wraps on a phone.
  expect(pseudoLocalise(text)).toMatch(/ ~~~~~ ~~~~~ ~ ?\]$|(~{5} )+~*\]$/);
});

test('every string of a messages file, keys and plural forms unchanged', () => {
  expect(pseudoMessages({ rows_one: '{{count}} row', nested: { title: 'Quotes' } })).toEqual({ rows_one: '[{{count}} ŕöŵ ~~]', nested: { title: '[Ǫûöţéš ~~]' } });
});

test('date patterns stay as the formatter reads them: a date shows as a date', () => {
  expect(pseudoMessages({ formats: { day: 'YYYY-MM-DD', time: 'YYYY-MM-DD HH:mm [UTC]' }, dates: { atd: 'ATD {{date}}' } })).toEqual({
    formats: { day: 'YYYY-MM-DD', time: 'YYYY-MM-DD HH:mm [UTC]' },
    dates: { atd: '[ÀŢĐ {{date}} ~~]' },
  });
});
