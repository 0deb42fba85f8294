import { portalI18n, registerMessages, SHARED_UI_NS, useFormat, useT, type MessagesLoader } from '@portal/kit';
import { DEFAULT_LANGUAGE } from '@portal/contracts/i18n/language';
import { formatNumber } from '@portal/contracts/format/numbers';

/**
 * The shared UI's words (the `ui` namespace: the table, its export, dialogs, the kit's loading and
 * error states), in src/locales/<language>.json, one chunk per language. Registered where the
 * shell starts (its first render waits for them) and, for a remote run standalone, when this
 * module is first imported (the standalone frame waits for every registered namespace).
 */
const load: MessagesLoader = (language) => import(/* webpackChunkName: "messages-ui-[request]" */ `./locales/${language}.json`);

export const registerUiMessages = (): Promise<void> => registerMessages(SHARED_UI_NS, load);
void registerUiMessages().catch(() => undefined);

export const useUiT = () => useT(SHARED_UI_NS);

/** The language whose words are shown (the chosen one, or the tests' pseudo-locale); re-renders when it changes. */
export function useShownLanguage(): string {
  useUiT();
  return portalI18n.language;
}

/**
 * Counts (rows, bytes) as the active language writes them: English without Intl, whose first call
 * costs a phone's page load hundreds of milliseconds (contracts/format/numbers); another language
 * through useFormat's Intl, which its dates load anyway.
 */
export function useCountFormat(): (value: number, digits?: number) => string {
  const format = useFormat();
  return format.language === DEFAULT_LANGUAGE ? formatNumber : (value, digits = 0) => format.number(value, { maximumFractionDigits: digits });
}
