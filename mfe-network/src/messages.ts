import type { MessagesLoader } from '@portal/kit';
import { useT } from '@portal/kit';
import { CONTACT_MESSAGES } from '@portal/contracts/rules/contactMessage';

/** This remote's messages (src/locales/<language>.json): one chunk per language, only the active one fetched. */
export const NETWORK_NS = 'network';
export const loadNetworkMessages: MessagesLoader = (language) => import(/* webpackChunkName: "messages-network-[request]" */ `./locales/${language}.json`);
export const useNetworkT = () => useT(NETWORK_NS);

/**
 * The contact rules' message (contracts/rules/contactMessage: English, the words the API and the
 * spec's tests read) in the active language, by its key under `rules`; any other text (the API's,
 * translated there already) as it is.
 */
export function contactRuleMessage(t: ReturnType<typeof useT>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = (Object.keys(CONTACT_MESSAGES) as (keyof typeof CONTACT_MESSAGES)[]).find((k) => CONTACT_MESSAGES[k] === message);
  return key ? t(`rules.${key}`, { defaultValue: message }) : message;
}
