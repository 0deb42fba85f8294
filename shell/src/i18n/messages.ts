import { onLanguageSetup, registerMessages, type MessagesLoader } from '@portal/kit';
import { registerUiMessages } from '@portal/ui/messages';

/**
 * The shell's messages (src/locales/<language>.json): webpack makes one chunk per file and only
 * the active language's is fetched. The languages the portal offers are the files there, with the
 * name each gives itself (`language.self`), read at build time (webpack.config.cjs): a third
 * language is a third file here and in each remote.
 */
declare const __PORTAL_LANGUAGES__: Array<{ code: string; name: string }>;
export const LANGUAGES = __PORTAL_LANGUAGES__;

const load: MessagesLoader = (language) => import(/* webpackChunkName: "messages-shell-[request]" */ `../locales/${language}.json`);

// dayjs's own locale of the language (English is built in); webpack.config.cjs keeps only those of the offered languages.
onLanguageSetup((language) => (language === 'en' ? Promise.resolve() : import(/* webpackChunkName: "dayjs-locale-[request]" */ `dayjs/locale/${language}.js`)));

/**
 * A page's first Intl call in a language loads ICU's data for it: a few milliseconds each here,
 * four times that on a phone, inside whichever task calls first, which is the first render of a
 * remote's page (its numbers, units, plurals and countries). For a language other than English
 * (whose figures are written without Intl: @portal/contracts/format/numbers) they are loaded
 * while the language's messages are on their way, each in a task of its own so that none is long,
 * and the render's long task does not grow by them (Lighthouse's mobile TBT, Dutch against English).
 */
const INTL_DATA: Array<(language: string) => unknown> = [
  (language) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(1234.5),
  (language) => new Intl.NumberFormat(language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(1234.5),
  (language) => new Intl.PluralRules(language).select(2),
  (language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of('DE'),
];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
async function loadIntlData(language: string): Promise<void> {
  for (const load of INTL_DATA) {
    await nextTask();
    load(language);
  }
}
onLanguageSetup((language) => (language === 'en' ? Promise.resolve() : loadIntlData(language)));

/**
 * Started as the shell boots, with the shared UI's (its tables, dialogs and states, which every
 * remote shows); the first render waits for both, so no message key is ever drawn.
 */
export function loadShellMessages(): Promise<void> {
  return Promise.all([registerMessages('shell', load), registerUiMessages()]).then(() => undefined);
}
