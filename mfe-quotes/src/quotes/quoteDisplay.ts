import type { Quote } from '@portal/contracts/quotes';
import { currentLanguage, type useT } from '@portal/kit';

type T = ReturnType<typeof useT>;

/**
 * How a listed quote's place reads: "Hamburg, Germany", "Tokyo, Japan (JPTYO)" (no city: the
 * port's own name), "Venlo, Netherlands (via Rotterdam, NLRTM)". The lists may carry
 * originCountry/originCity in camel case. Place names are the API's (UN/LOCODE's); a country
 * reads in the active language ("Duitsland"), from its ISO code, where the language is not English.
 */
export function originOf(q: Quote, t: T): string {
  return placeText(t, q.origin_city ?? q.originCity, countryText(q.origin_country ?? q.originCountry, q.origin_country_name), q.origin_port, q.origin_port_name);
}

export function destinationOf(q: Quote, t: T): string {
  return placeText(t, q.destination_city, countryText(q.destination_country, q.destination_country_name), q.destination_port, q.destination_port_name);
}

const regionNames = new Map<string, Intl.DisplayNames>();
function countryText(code: string | null | undefined, englishName: string | null | undefined): string | null | undefined {
  const language = currentLanguage();
  if (language === 'en' || !code || !/^[A-Z]{2}$/.test(code)) return englishName ?? code;
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })));
  return names.of(code) ?? englishName ?? code;
}

function placeText(t: T, city: string | null | undefined, country: string | null | undefined, port: string | null | undefined, portName?: string | null): string {
  const place = city || portName;
  const where = [place, country].filter(Boolean).join(', ');
  if (!port) return where || '–';
  const via = city && portName && city.toLowerCase() !== portName.toLowerCase() ? t('place.via', { port: portName, code: port }) : port;
  return where ? `${where} (${via})` : port;
}

/** created_at: the day only. */
export const createdDay = (q: Quote): string => (q.created_at ?? '').slice(0, 10);

export const incotermText = (q: Quote): string => [q.inco_terms, q.inco_terms_location].filter(Boolean).join(' ');

/** Cancel: not expired and not downloadable. Download: can_download. Expired: no actions at all. */
export const canCancel = (q: Quote): boolean => !q.expired && !q.can_download;
export const canDownload = (q: Quote): boolean => !q.expired && q.can_download;

export function statusBadgeClass(q: Quote): string {
  if (q.expired) return 'badge badge-muted';
  if (q.can_download) return 'badge badge-success';
  return 'badge';
}

/** The status in words (the API's value is the key: "In progress"), "· expired" after it when so. */
export function statusText(q: Quote, t: T): string {
  const status = t(`status.${q.quote_status}`, { defaultValue: q.quote_status });
  return q.expired ? t('status.expired', { status }) : status;
}
