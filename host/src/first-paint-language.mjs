// The language of the HTML the portal host serves: `<html lang>` and the words of its first-paint
// frame, from the same message files the apps load (each app's src/locales/<language>.json). The
// visitor's language is the one they chose (the readable language cookie, which the API sets from
// the account at sign-in), else the first their browser's Accept-Language asks for that the portal
// has, else English. The languages are the shell's message files, as in the shell's build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

await import('../../shared/contracts/node/typescript-modules.mjs');
const { DEFAULT_LANGUAGE, languageFromCookie, negotiateLanguage } = await import('../../shared/contracts/src/i18n/language.ts');

const root = path.resolve(import.meta.dirname, '../..');
const SHELL_LOCALES = path.join(root, 'shell/src/locales');

export const LANGUAGES = existsSync(SHELL_LOCALES) ? readdirSync(SHELL_LOCALES).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)) : [DEFAULT_LANGUAGE];

export function languageForRequest(cookieHeader, acceptLanguage) {
  return languageFromCookie(cookieHeader, LANGUAGES) ?? negotiateLanguage(acceptLanguage, LANGUAGES);
}

/** Every app's message folder: the shell's and each remote's. */
const messageDirs = () =>
  [SHELL_LOCALES, ...readdirSync(root).filter((d) => d.startsWith('mfe-')).map((d) => path.join(root, d, 'src/locales'))].filter((dir) => existsSync(dir));

const cache = new Map();
/** `{ host, routes }` in a language: the shell's first-paint words and every app's route titles and leads by route path. */
export function firstPaintWords(language) {
  if (!cache.has(language)) {
    const words = { host: {}, routes: {} };
    for (const dir of messageDirs()) {
      const file = path.join(dir, `${language}.json`);
      if (!existsSync(file)) continue;
      const messages = JSON.parse(readFileSync(file, 'utf8'));
      Object.assign(words.routes, messages.routes ?? {});
      if (dir === SHELL_LOCALES) words.host = messages.host ?? {};
    }
    cache.set(language, words);
  }
  return cache.get(language);
}
