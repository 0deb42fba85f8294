import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frameWordsOf, languageForRequest, languagesOf } from './first-paint-language.ts';

test("the frame's words are read from the shell's routes.json: strings under language tags only", () => {
  const file = { routes: [], frame: { en: { brand: 'Meridian Freight' }, nl: { brand: 'Meridian Freight', loading: '{{what}} wordt geladen…', bad: { html: '<b>' } }, '<script>': { brand: 'x' } } };
  assert.deepEqual(frameWordsOf(file), { en: { brand: 'Meridian Freight' }, nl: { brand: 'Meridian Freight', loading: '{{what}} wordt geladen…' } });
  assert.deepEqual(frameWordsOf({ routes: [] }), {});
  assert.deepEqual(frameWordsOf(null), {});
  assert.deepEqual(frameWordsOf({ frame: 'nl' }), {});
});

test("the languages served are the frame's, English alone without any; the cookie's first, else Accept-Language's", () => {
  assert.deepEqual(languagesOf({}), ['en']);
  const languages = languagesOf({ en: {}, nl: {} });
  assert.deepEqual(languages, ['en', 'nl']);
  assert.equal(languageForRequest('portal.lang=nl', 'en', languages), 'nl');
  assert.equal(languageForRequest('', 'nl-BE, en;q=0.5', languages), 'nl');
  assert.equal(languageForRequest('portal.lang=de', 'fr', languages), 'en');
  assert.equal(languageForRequest('', 'nl', languagesOf({})), 'en');
});
