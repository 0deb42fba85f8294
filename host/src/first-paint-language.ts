// The language of the HTML the portal host serves: `<html lang>` and the words of its first-paint
// frame. The visitor's language is the one they chose (the readable language cookie, which the API
// sets from the account at sign-in), else the first their browser's Accept-Language asks for that
// the portal has, else English. The languages and each one's frame words are those the shell's
// build published in its routes.json (`frame`, from the shell's message files), so the host reads
// no app's source.
import { DEFAULT_LANGUAGE, LANGUAGE_TAG, languageFromCookie, negotiateLanguage } from './contracts.ts';

/** The first-paint frame's words in one language (the shell's `host` messages). */
export type FrameWords = Partial<Record<'group' | 'organisation' | 'thePortal' | 'loading' | 'brand' | 'loadingPortal', string>>;

/** The languages of the shell's frame words (English alone when its build published none). */
export function languagesOf(frame: Record<string, FrameWords> = {}): string[] {
  const languages = Object.keys(frame);
  return languages.length ? languages : [DEFAULT_LANGUAGE];
}

export function languageForRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined, languages: readonly string[]): string {
  return languageFromCookie(cookieHeader, languages) ?? negotiateLanguage(acceptLanguage, languages);
}

/**
 * The frame's words of a shell routes.json, by language: only string values under each language
 * (the file is data the host draws escaped, but a malformed one is ignored, not trusted).
 */
export function frameWordsOf(file: unknown): Record<string, FrameWords> {
  const frame = (file as { frame?: unknown } | null | undefined)?.frame;
  if (!frame || typeof frame !== 'object') return {};
  return Object.fromEntries(
    Object.entries(frame)
      .filter(([language, words]) => LANGUAGE_TAG.test(language) && words && typeof words === 'object')
      .map(([language, words]) => [language, Object.fromEntries(Object.entries(words as object).filter(([, w]) => typeof w === 'string'))]),
  );
}
