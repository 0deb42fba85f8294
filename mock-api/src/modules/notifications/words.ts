import { DEFAULT_LANGUAGE } from '@portal/contracts/i18n/language';
import type { NotificationType } from '@portal/contracts/rules/notifications';
import { mailText, translate } from '../../core/i18n';

/**
 * Notifications are stored with their English words (title and body, as the events write them,
 * the words English readers and the spec's tests read). They are shown and mailed in the reader's
 * language: each English form is a message of src/locales/<language>.json (`messages`, its varying
 * parts as `{{name}}`), and a day in it (2026-12-04) is written as the language writes it
 * ("4 dec 2026", as the portal's screens write it).
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function writeDay(language: string, value: string): string {
  if (!ISO_DAY.test(value)) return value;
  let format = dayFormats.get(language);
  if (!format) dayFormats.set(language, (format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${value}T00:00:00Z`));
}

/** A notification's title and body in `language`. */
export function inLanguage<T extends { title: string; body: string }>(notification: T, language: string): T {
  if (language === DEFAULT_LANGUAGE) return notification;
  const words = (text: string) => translate(text, language, (value) => writeDay(language, value));
  return { ...notification, title: words(notification.title), body: words(notification.body) };
}

/** A type's name ("Shipment delayed") in `language`, from the mails' texts. */
export const typeLabel = (type: NotificationType, language: string): string => mailText(language, 'notification', `type.${type}`);
