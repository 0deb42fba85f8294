import { useMemo } from 'react';
import type { MessagesLoader } from '@portal/kit';
import { pseudoLocaleOn, pseudoLocalise, tFor, useT } from '@portal/kit';

/** This remote's messages (src/locales/<language>.json): one chunk per language, only the active one fetched. */
export const REFERENCE_NS = 'reference';
export const loadReferenceMessages: MessagesLoader = (language) => import(/* webpackChunkName: "messages-reference-[request]" */ `./locales/${language}.json`);
export const useReferenceT = () => useT(REFERENCE_NS);
/** The same outside a component (a toast, a crumb made in a helper), in the language active then. */
export const referenceT = () => tFor(REFERENCE_NS);

type Words = Record<string, string>;
const wordsOf = (t: ReturnType<typeof useT>): Words => {
  const words: unknown = t('words', { returnObjects: true });
  return typeof words === 'object' && words !== null ? (words as Words) : {};
};

/**
 * The entities' own words (titles, field labels, hints, column headers: English in their
 * declarations, shared with the API) in the active language: `words` in the messages maps the
 * English text to its translation; a text without one stays as declared.
 */
export function useReferenceWord(): (text: string) => string {
  const t = useReferenceT();
  return useMemo(() => {
    const words = wordsOf(t);
    // The tests' pseudo-locale makes its own from the English, as it does of every message.
    const pseudo = pseudoLocaleOn();
    return (text: string) => (pseudo ? pseudoLocalise(text) : (words[text] ?? text));
  }, [t]);
}

/** The same outside a component (a crumb made in a helper). */
export const referenceWord = (text: string): string => (pseudoLocaleOn() ? pseudoLocalise(text) : (wordsOf(referenceT())[text] ?? text));

/** A word that starts a sentence ("Klant verwijderen"). */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
