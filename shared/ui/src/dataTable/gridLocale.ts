import { PSEUDO_LANGUAGE, pseudoLocalise } from '@portal/kit';

type LocaleText = Record<string, string>;

/**
 * AG Grid's own words (its menus, filters, pagination) in a language: AG Grid's translations
 * (@ag-grid-community/locale, the release of our AG Grid), fetched with the grid's code and only
 * for a language other than English, whose words are the grid's own. The tests' pseudo-locale
 * takes the English ones pseudo-localised. A language AG Grid does not have stays English.
 */
const LOCALES: Record<string, () => Promise<LocaleText>> = {
  nl: () => import(/* webpackChunkName: "data-grid-locale", webpackExports: ["AG_GRID_LOCALE_NL"] */ '@ag-grid-community/locale').then((m) => m.AG_GRID_LOCALE_NL),
  [PSEUDO_LANGUAGE]: () =>
    import(/* webpackChunkName: "data-grid-locale", webpackExports: ["AG_GRID_LOCALE_EN"] */ '@ag-grid-community/locale').then((m) =>
      Object.fromEntries(Object.entries(m.AG_GRID_LOCALE_EN).map(([key, text]) => [key, pseudoLocalise(text)])),
    ),
};

const loaded = new Map<string, LocaleText | undefined>();

/** The grid's words of a language, if they are here already (undefined: AG Grid's English). */
export const gridLocaleText = (language: string): LocaleText | undefined => loaded.get(language);

/** Whether the language's grid words are ready (English always is). */
export const gridLocaleReady = (language: string): boolean => !LOCALES[language] || loaded.has(language);

/** Fetches the language's grid words; English, or a failed fetch, leaves AG Grid's own. */
export function loadGridLocale(language: string): Promise<void> {
  const load = LOCALES[language];
  if (!load || loaded.has(language)) return Promise.resolve();
  return load().then(
    (text) => void loaded.set(language, text),
    () => void loaded.set(language, undefined),
  );
}
