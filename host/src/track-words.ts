// The words of the share-link page (`/track/<token>`, track-page.ts) in the viewer's language.
// The viewer has no account and the page no script: the language is the first one the browser's
// Accept-Language asks for that has a file in ./locales, else English. The messages are the page's
// own (a few KB, read once at start), not the portal's bundles, so the page stays light. The
// milestones' labels are the ones the dashboard shows, written once in @portal/contracts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, negotiateLanguage } from './contracts.ts';

interface TrackMessages {
  /** How a day is written (Intl.DateTimeFormat's options); null keeps the API's ISO day (2026-12-04). */
  day: Intl.DateTimeFormatOptions | null;
  page: Record<string, string>;
  notFound: Record<string, string>;
  tooMany: Record<string, string>;
  /** "Sea shipment" by modality code. */
  shipment: Record<string, string>;
  /** The shipment's status (a machine value, "In transit") as the language writes it. */
  status: Record<string, string>;
}

type Labels = Record<string, string>;

const readJsonFiles = <T>(dir: string): Map<string, T> =>
  new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T]),
  );

const catalogues = readJsonFiles<TrackMessages>(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));
/** A milestone's label (the API's English, "Vessel departed") as each language writes it. */
const milestoneLabels = readJsonFiles<Labels>(path.join(path.dirname(fileURLToPath(import.meta.resolve('@portal/contracts/i18n/milestoneLabels'))), 'milestones'));

const TRACK_LANGUAGES: readonly string[] = [...catalogues.keys()];

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

export interface TrackWords {
  language: string;
  /** A text of a section with its values filled in; a missing key reads as the English one. */
  text(section: 'page' | 'notFound' | 'tooMany', key: string, values?: Record<string, string | number>): string;
  /** "(3 days late)" with the language's plural. */
  late(days: number): string;
  shipment(modality: string): string;
  status(status: string): string;
  milestone(label: string): string;
  /** An ISO day (2026-12-04) as the language writes it ("4 dec 2026"). */
  day(iso: string): string;
}

export function trackWords(acceptLanguage: string | undefined): TrackWords {
  const language = negotiateLanguage(acceptLanguage, TRACK_LANGUAGES);
  const own = catalogues.get(language)!;
  const english = catalogues.get(DEFAULT_LANGUAGE)!;
  const lookup = (section: keyof Omit<TrackMessages, 'day'>, key: string): string | undefined => own[section]?.[key] ?? english[section]?.[key];
  const labels = milestoneLabels.get(language) ?? {};
  const plural = new Intl.PluralRules(language);
  const dayFormat = own.day && new Intl.DateTimeFormat(language, { ...own.day, timeZone: 'UTC' });
  return {
    language,
    text: (section, key, values = {}) => fill(lookup(section, key) ?? key, values),
    late: (days) => fill(lookup('page', `late_${plural.select(days)}`) ?? lookup('page', 'late_other')!, { count: days }),
    shipment: (modality) => lookup('shipment', modality) ?? modality,
    status: (status) => lookup('status', status) ?? status,
    milestone: (label) => labels[label] ?? label,
    day: (iso) => {
      if (!dayFormat || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
      return dayFormat.format(new Date(`${iso}T00:00:00Z`));
    },
  };
}
