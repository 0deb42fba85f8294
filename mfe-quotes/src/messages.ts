import { useCallback } from 'react';
import type { MessagesLoader } from '@portal/kit';
import { portalI18n, usePortal, useT } from '@portal/kit';
import { loadRuleMessages } from '@portal/contracts/rules/loadRuleMessages';
import { translateMessage, type MessageCatalogue } from '@portal/contracts/i18n/translateMessage';

/**
 * This remote's messages (src/locales/<language>.json), one chunk per language, only the active
 * one fetched; with them, under `rules`, the shared rules' translations from @portal/contracts
 * (the very file the API translates its answers with).
 */
export const QUOTES_NS = 'quotes';
export const loadQuotesMessages: MessagesLoader = async (language) => {
  const [own, rules] = await Promise.all([import(/* webpackChunkName: "messages-quotes-[request]" */ `./locales/${language}.json`), loadRuleMessages(language)]);
  return { ...(own as { default: Record<string, unknown> }).default, rules };
};
export const useQuotesT = () => useT(QUOTES_NS);

/**
 * One of this namespace's lookup tables as written in the messages file. Not through t(): its keys
 * are English sentences, whose '.' and ':' i18next would read as key and namespace separators.
 */
function table(name: 'rules' | 'choices', language: string): Record<string, string> | undefined {
  const found: unknown = portalI18n.getResource(language, QUOTES_NS, name);
  return found && typeof found === 'object' ? (found as Record<string, string>) : undefined;
}

/**
 * A shared rule's message (its English text, which is also its key) in the active language, as
 * the API writes it; English, or a message with no translation, stays as it is.
 */
export function useRuleMessage(): (message: string) => string {
  const language = usePortal((s) => s.language);
  useQuotesT(); // re-renders when the messages arrive
  return useCallback((message: string) => translateMessage(table('rules', language) as MessageCatalogue | undefined, message), [language]);
}

/** A list value's words (a package, vehicle or shipment type): the value itself is what is sent. */
export function useChoiceLabel(): (value: string) => string {
  const language = usePortal((s) => s.language);
  useQuotesT(); // re-renders when the messages arrive
  return useCallback((value: string) => table('choices', language)?.[value] ?? value, [language]);
}
