import { languageFromCookie, negotiateLanguage } from './language';

const available = ['en', 'nl'];

test('the browser order and quality decide, a region falls back to its language', () => {
  expect(negotiateLanguage('nl-NL,nl;q=0.9,en;q=0.8', available)).toBe('nl');
  expect(negotiateLanguage('de-DE,de;q=0.9,nl;q=0.5,en;q=0.7', available)).toBe('en');
  expect(negotiateLanguage('nl-BE', available)).toBe('nl');
  expect(negotiateLanguage('en;q=0.2, nl', available)).toBe('nl');
});

test('no header, "*" or nothing known gives English', () => {
  expect(negotiateLanguage(undefined, available)).toBe('en');
  expect(negotiateLanguage('*', available)).toBe('en');
  expect(negotiateLanguage('fr, de', available)).toBe('en');
  expect(negotiateLanguage('nl;q=0', available)).toBe('en');
});

test('the language cookie counts only for a language there are messages for', () => {
  expect(languageFromCookie('a=1; portal.lang=nl; b=2', available)).toBe('nl');
  expect(languageFromCookie('portal.lang=fr', available)).toBeNull();
  expect(languageFromCookie(undefined, available)).toBeNull();
});
