/**
 * The pseudo-locale: a language used only by tests, never offered in the portal's language menu.
 * Each message is the English one with its letters accented, stretched by a third and wrapped in
 * brackets ("Shipments" → "[Ŝĥîƥɱéñţš ~~~]"), so a browser test can tell text that comes from the
 * messages from text written straight into a component (it has no brackets), and sees whether a
 * screen holds words a third longer than English (as Dutch and German are) without cutting them.
 *
 * It is switched on in one browser only, by the `portal.pseudo-locale` entry in localStorage (the
 * browser test sets it before the page loads): the store, the API and the account keep English,
 * only the messages shown are the pseudo ones.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
const PSEUDO_SWITCH = 'portal.pseudo-locale';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŜŢÛṼŴẊÝŽ'][i]]),
);
/** What i18next reads inside a message: `{{name}}`, `$t(key)` and `<1>…</1>`-style tags stay as they are. */
const MACHINE_PARTS = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>)/;

/** One message as the pseudo-locale shows it. */
export function pseudoLocalise(text: string): string {
  if (!text) return text;
  const parts = text.split(MACHINE_PARTS);
  const accented = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c))).join('');
  const letters = parts.filter((_, i) => i % 2 === 0).join('').length;
  // The third more in runs of five, which a line breaks between as it would between words.
  const stretch = '~'.repeat(Math.max(1, Math.ceil(letters / 3))).replace(/(~{5})(?=~)/g, '$1 ');
  return `[${accented} ${stretch}]`;
}

/**
 * A messages file's `formats` are patterns the date formatter reads ("YYYY-MM-DD"), not words a
 * person reads: pseudo-localised, the formatter wrote the accented pattern in place of every date.
 */
const PATTERNS_KEY = 'formats';

/** Every string of a messages file (nested objects, plural forms), pseudo-localised; keys and date patterns unchanged. */
export function pseudoMessages<T>(messages: T): T {
  if (typeof messages === 'string') return pseudoLocalise(messages) as T;
  if (Array.isArray(messages)) return messages.map(pseudoMessages) as T;
  if (messages && typeof messages === 'object')
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, key === PATTERNS_KEY ? value : pseudoMessages(value)])) as T;
  return messages;
}

/** Whether this browser shows the pseudo-locale (see above). */
export function pseudoLocaleOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_SWITCH) === 'on';
  } catch {
    return false;
  }
}
