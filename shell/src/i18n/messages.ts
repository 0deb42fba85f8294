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
 * Started as the shell boots, with the shared UI's (its tables, dialogs and states, which every
 * remote shows); the first render waits for both, so no message key is ever drawn.
 */
export function loadShellMessages(): Promise<void> {
  return Promise.all([registerMessages('shell', load), registerUiMessages()]).then(() => undefined);
}
