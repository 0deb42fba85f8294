import { useCallback } from 'react';
import type { MessagesLoader } from '@portal/kit';
import { useT } from '@portal/kit';
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
 * A shared rule's message (its English text, which is also its key) in the active language, as
 * the API writes it; English, or a message with no translation, stays as it is.
 */
export function useRuleMessage(): (message: string) => string {
  const t = useQuotesT();
  return useCallback(
    (message: string) => {
      const rules = t('rules', { returnObjects: true }) as unknown;
      return translateMessage(rules && typeof rules === 'object' ? (rules as MessageCatalogue) : undefined, message);
    },
    [t],
  );
}

/** A list value's words (a package, vehicle or shipment type): the value itself is what is sent. */
export function useChoiceLabel(): (value: string) => string {
  const t = useQuotesT();
  return useCallback(
    (value: string) => {
      const choices = t('choices', { returnObjects: true }) as unknown;
      return (choices && typeof choices === 'object' ? (choices as Record<string, string>)[value] : undefined) ?? value;
    },
    [t],
  );
}
