import dayjs, { type ConfigType } from 'dayjs';
import { usePortal } from '../store/portalStore';

/**
 * Dates, numbers and money as they are written in the active language: Intl for numbers, dayjs's
 * locale for dates ("4 dec 2026" in Dutch as dayjs writes it, weeks from Monday). Nothing is formatted by hand. The
 * shell loads the dayjs locale of a language before it shows it (onLanguageSetup).
 */
export interface Formatters {
  language: string;
  /** A day: "4 Dec 2026" / "4 dec 2026"; `pattern` is a dayjs format ("LL", "D MMM YYYY HH:mm"). */
  date(value: ConfigType, pattern?: string): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A quantity with its unit, "1.234,5 kg": Intl's unit names (kilogram, cubic-meter is not one: use number + unit). */
  unit(value: number, unit: string, options?: Intl.NumberFormatOptions): string;
  currency(value: number, currency: string): string;
  /** A file's size: "123 bytes", "10,5 kB", "10 MB" (1024 to the next unit), as the language writes them. */
  fileSize(bytes: number): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

export const DAY_PATTERN = 'D MMM YYYY';

export function formattersFor(language: string): Formatters {
  return {
    language,
    date: (value, pattern = DAY_PATTERN) => dayjs(value).locale(language).format(pattern),
    number: (value, options) => numberFormat(language, { maximumFractionDigits: 2, ...options }).format(value),
    unit: (value, unit, options) => numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1, ...options }).format(value),
    currency: (value, currency) => numberFormat(language, { style: 'currency', currency }).format(value),
    fileSize: (bytes) => {
      if (bytes < 1024) return numberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
      const megabytes = bytes >= 1024 * 1024;
      return numberFormat(language, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
    },
  };
}

const byLanguage = new Map<string, Formatters>();
/** The formatters of the active language; a component using them re-renders when it changes. */
export function useFormat(): Formatters {
  const language = usePortal((s) => s.language);
  let formatters = byLanguage.get(language);
  if (!formatters) byLanguage.set(language, (formatters = formattersFor(language)));
  return formatters;
}
