import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@portal/contracts/i18n/language';
import { bus } from '../events/bus';
import { portalStore } from '../store/portalStore';
import { PSEUDO_LANGUAGE, pseudoLocaleOn, pseudoMessages } from './pseudo';

/**
 * The portal's one i18next instance. It lives in @portal/kit, the federation singleton, so the
 * shell and every remote translate with the same instance and the same active language; each app
 * registers its own namespace (its messages, in its own src/locales/<language>.json) and only the
 * active language's file of each is fetched.
 */
type Messages = Record<string, unknown>;
/** Fetches one language's messages of a namespace: `(lng) => import(`./locales/${lng}.json`)`. */
export type MessagesLoader = (language: string) => Promise<Messages | { default: Messages }>;

/**
 * The language whose messages are shown: the chosen one, or the tests' pseudo-locale (./pseudo),
 * made from the English messages, where a browser test switched it on.
 */
const shownLanguage = (language: string): string => (pseudoLocaleOn() ? PSEUDO_LANGUAGE : language);

export const portalI18n: I18n = i18next.createInstance();
void portalI18n.init({
  lng: shownLanguage(portalStore.getState().language),
  fallbackLng: false,
  ns: [],
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders; i18next escaping as well would show "&amp;".
  interpolation: { escapeValue: false },
});

const loaders = new Map<string, MessagesLoader>();
const loads = new Map<string, Promise<void>>();
/** What else a language needs before it is shown (the shell's dayjs locale). */
const languageSetups: Array<(language: string) => Promise<unknown>> = [];

function loadNamespace(ns: string, language: string): Promise<void> {
  const key = `${language}|${ns}`;
  let load = loads.get(key);
  if (!load) {
    const pseudo = language === PSEUDO_LANGUAGE;
    load = loaders
      .get(ns)!(pseudo ? DEFAULT_LANGUAGE : language)
      .then((module) => {
        const messages = (module as { default?: Messages }).default ?? (module as Messages);
        portalI18n.addResourceBundle(language, ns, pseudo ? pseudoMessages(messages) : messages, true, true);
      })
      .catch((err: unknown) => {
        // A failed chunk is asked for again next time (a redeploy, a flaky connection).
        loads.delete(key);
        throw err;
      });
    loads.set(key, load);
  }
  return load;
}

/**
 * Registers an app's messages and loads the active language's. Call it once where the app starts
 * and wait for it before the first render, so no key is ever drawn.
 */
export function registerMessages(ns: string, loader: MessagesLoader): Promise<void> {
  loaders.set(ns, loader);
  return loadNamespace(ns, shownLanguage(portalStore.getState().language)).catch(() => loadNamespace(ns, DEFAULT_LANGUAGE));
}

/** Something a language needs before it is shown, besides messages (a date library's locale). */
export function onLanguageSetup(setup: (language: string) => Promise<unknown>): void {
  languageSetups.push(setup);
}

/** Makes the active language's messages and setup ready (the first render waits for it). */
export async function prepareLanguage(language = portalStore.getState().language): Promise<void> {
  const shown = shownLanguage(language);
  await Promise.all([...[...loaders.keys()].map((ns) => loadNamespace(ns, shown)), ...languageSetups.map((setup) => setup(language))]);
  if (portalI18n.language !== shown) await portalI18n.changeLanguage(shown);
}

/**
 * Shows the portal in another language at once, without a reload: every registered namespace's
 * messages are fetched first, then the store, `<html lang>`, the language cookie and the bus
 * follow. Keeping it on the account is the caller's (the shell's language menu).
 */
export async function changeLanguage(language: string): Promise<void> {
  await prepareLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${400 * 24 * 3600}; samesite=lax`;
  }
  if (portalStore.getState().language === language) return;
  portalStore.getState().setLanguage(language);
  bus.emit('language:changed', { language });
}

/** The active language (for code outside React, e.g. the API client's Accept-Language). */
export const currentLanguage = (): string => portalStore.getState().language;

/** Calls `onChange` when the language changes or messages arrive. */
function subscribe(onChange: () => void): () => void {
  portalI18n.on('languageChanged', onChange);
  portalI18n.store.on('added', onChange);
  return () => {
    portalI18n.off('languageChanged', onChange);
    portalI18n.store.off('added', onChange);
  };
}

let version = 0;
portalI18n.on('languageChanged', () => (version += 1));
portalI18n.store.on('added', () => (version += 1));

/**
 * A component's translate function for its app's namespace; it re-renders when the language
 * changes or the namespace's messages arrive. (react-i18next's useTranslation does this too, at
 * 9 KB compressed on every page once shared; this is its one part the portal uses.)
 */
export function useT(ns: string): TFunction {
  const current = useSyncExternalStore(subscribe, () => version);
  // A new function per change, so components memoising on `t` (an effect's dependency) see the new words.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => portalI18n.getFixedT(null, ns), [ns, current]);
}

/** The same outside React (a toast, a confirm text). */
export const tFor = (ns: string): TFunction => portalI18n.getFixedT(null, ns);

