import { useMemo } from 'react';
import type { MessagesLoader } from '@portal/kit';
import { portalI18n, pseudoLocaleOn, pseudoLocalise, tFor, useT } from '@portal/kit';
import { loadRuleMessages } from '@portal/contracts/rules/loadRuleMessages';
import { translateMessage, type MessageCatalogue } from '@portal/contracts/i18n/translateMessage';

/**
 * This remote's messages (src/locales/<language>.json): one chunk per language, only the active
 * one fetched; with them, under `rules`, the shared rules' translations from @portal/contracts
 * (the document upload's, the very file the API words its answers with).
 */
export const REFERENCE_NS = 'reference';
export const loadReferenceMessages: MessagesLoader = async (language) => {
  const [own, rules] = await Promise.all([import(/* webpackChunkName: "messages-reference-[request]" */ `./locales/${language}.json`), loadRuleMessages(language)]);
  return { ...(own as { default: Record<string, unknown> }).default, rules };
};
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

/**
 * A shared rule's message (its English text, also its key) in the language active now, as the
 * API writes it. Read with getResource, not t(): the keys are sentences, whose '.' and ':'
 * i18next would take for separators. A message that is no rule's stays as it is.
 */
export function ruleMessage(text: string): string {
  const rules: unknown = portalI18n.getResource(portalI18n.language, REFERENCE_NS, 'rules');
  return translateMessage(rules && typeof rules === 'object' ? (rules as MessageCatalogue) : undefined, text);
}

/** The same outside a component (a crumb made in a helper). */
export const referenceWord = (text: string): string => (pseudoLocaleOn() ? pseudoLocalise(text) : (wordsOf(referenceT())[text] ?? text));

/** A word that starts a sentence ("Klant verwijderen"). */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
