// The language of the HTML the portal host serves: `<html lang>` and the words of its first-paint
// frame. The visitor's language is the one they chose (the readable language cookie, which the API
// sets from the account at sign-in), else the first their browser's Accept-Language asks for that
// the portal has, else English. The languages and each one's frame words are those the shell's
// build published in its routes.json (`frame`, from the shell's message files), so the host reads
// no app's source.
await import('../../shared/contracts/node/typescript-modules.mjs');
const { DEFAULT_LANGUAGE, LANGUAGE_TAG, languageFromCookie, negotiateLanguage } = await import('../../shared/contracts/src/i18n/language.ts');

/** The languages of the shell's frame words (English alone when its build published none). */
export function languagesOf(frame = {}) {
  const languages = Object.keys(frame);
  return languages.length ? languages : [DEFAULT_LANGUAGE];
}

export function languageForRequest(cookieHeader, acceptLanguage, languages) {
  return languageFromCookie(cookieHeader, languages) ?? negotiateLanguage(acceptLanguage, languages);
}

/**
 * The frame's words of a shell routes.json, by language: only string values under each language
 * (the file is data the host draws escaped, but a malformed one is ignored, not trusted).
 */
export function frameWordsOf(file) {
  const frame = file?.frame;
  if (!frame || typeof frame !== 'object') return {};
  return Object.fromEntries(
    Object.entries(frame)
      .filter(([language, words]) => LANGUAGE_TAG.test(language) && words && typeof words === 'object')
      .map(([language, words]) => [language, Object.fromEntries(Object.entries(words).filter(([, w]) => typeof w === 'string'))]),
  );
}
