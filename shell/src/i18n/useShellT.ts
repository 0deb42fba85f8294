import { useT } from '@portal/kit';

/** The shell's namespace (src/locales/<language>.json). */
export const useShellT = () => useT('shell');

/**
 * A shared rule's message (contracts/rules/*: English, the words the API and the spec's tests
 * read) in the active language: the rule's key names it under `rules` in the shell's messages;
 * `values` fill the numbers the rule's English has written in (a length's limits).
 */
export function ruleMessage(t: ReturnType<typeof useT>, messages: Record<string, string>, message: string | null | undefined, values?: Record<string, number>): string | undefined {
  if (!message) return undefined;
  const key = Object.keys(messages).find((k) => messages[k] === message);
  return key ? t(`rules.${key}`, { ...values, defaultValue: message }) : message;
}
