import { changeLanguage, formattersFor, registerMessages } from '@portal/kit';
import { DOCUMENT_UPLOAD_MESSAGES, sizeLimitMessage } from '@portal/contracts/rules/documentUpload';
import { RULE_MESSAGES } from '@portal/contracts/rules/ruleMessages';
import { REFERENCE_NS, referenceT, referenceWord } from '../../messages';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { uploadWordsFor, type UploadWords } from './useUploadWords';

const files: Record<string, Record<string, unknown>> = { en, nl };
beforeAll(() => registerMessages(REFERENCE_NS, async (language) => ({ default: { ...files[language], rules: RULE_MESSAGES[language] ?? {} } })));
afterAll(() => changeLanguage('en'));

/** What the form's words answer in the language active now. */
const wordsNow = (read: (words: UploadWords) => string, language: string): string => read(uploadWordsFor(referenceT(), referenceWord, formattersFor(language)));

test('every message of the shared upload rules has its Dutch wording in the rules\' messages (shared with the API), none in the form\'s own', () => {
  const ruleWords = RULE_MESSAGES.nl;
  expect(Object.values(DOCUMENT_UPLOAD_MESSAGES).filter((text) => !ruleWords[text])).toEqual([]);
  const words = nl.words as Record<string, string>;
  expect(Object.values(DOCUMENT_UPLOAD_MESSAGES).filter((text) => words[text])).toEqual([]);
  expect(Object.keys(nl.upload).sort()).toEqual(Object.keys(en.upload).sort());
});

test('sizes and the size-limit message as each language writes them; in the form\'s words', async () => {
  await changeLanguage('en');
  expect(wordsNow((w) => [w.size(31), w.size(1), w.size(15_872), w.size(10240 * 1024)].join(' | '), 'en')).toBe('31 bytes | 1 byte | 15.5 kB | 10 MB');
  expect(wordsNow((w) => w.message(sizeLimitMessage(10240, 'huge scan.pdf')), 'en')).toBe('huge scan.pdf is larger than the upload limit of 10 MB.');
  expect(wordsNow((w) => w.message('Name is required.'), 'en')).toBe('Name is required.');

  await changeLanguage('nl');
  expect(wordsNow((w) => [w.size(31), w.size(15_872), w.size(1_610_613)].join(' | '), 'nl')).toBe('31 bytes | 15,5 kB | 1,5 MB');
  expect(wordsNow((w) => w.message(sizeLimitMessage(10240, 'huge scan.pdf')), 'nl')).toBe('huge scan.pdf is groter dan de uploadlimiet van 10 MB.');
  expect(wordsNow((w) => w.message('Name is required.'), 'nl')).toBe('Naam is verplicht.');
  // A message without a translation (the API's, with its own figures) stays as it came.
  expect(wordsNow((w) => w.message('Quote NOPE-404 does not exist.'), 'nl')).toBe('Quote NOPE-404 does not exist.');
});
