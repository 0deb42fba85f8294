import type { Quote } from '@portal/contracts/quotes';

/**
 * How a listed quote's place reads: "Hamburg, Germany", "Tokyo, Japan (JPTYO)" (no city: the
 * port's own name), "Venlo, Netherlands (via Rotterdam, NLRTM)". The lists may carry
 * originCountry/originCity in camel case.
 */
export function originOf(q: Quote): string {
  return placeText(q.origin_city ?? q.originCity, q.origin_country_name ?? q.origin_country ?? q.originCountry, q.origin_port, q.origin_port_name);
}

export function destinationOf(q: Quote): string {
  return placeText(q.destination_city, q.destination_country_name ?? q.destination_country, q.destination_port, q.destination_port_name);
}

function placeText(city: string | null | undefined, country: string | null | undefined, port: string | null | undefined, portName?: string | null): string {
  const place = city || portName;
  const where = [place, country].filter(Boolean).join(', ');
  if (!port) return where || '–';
  const via = city && portName && city.toLowerCase() !== portName.toLowerCase() ? `via ${portName}, ${port}` : port;
  return where ? `${where} (${via})` : port;
}

/** created_at: only its first 10 characters, the date, are shown. */
export const createdDate = (q: Quote): string => (q.created_at ?? '').slice(0, 10);

export const incotermText = (q: Quote): string => [q.inco_terms, q.inco_terms_location].filter(Boolean).join(' ');

/** Cancel: not expired and not downloadable. Download: can_download. Expired: no actions at all. */
export const canCancel = (q: Quote): boolean => !q.expired && !q.can_download;
export const canDownload = (q: Quote): boolean => !q.expired && q.can_download;

export function statusBadgeClass(q: Quote): string {
  if (q.expired) return 'badge badge-muted';
  if (q.can_download) return 'badge badge-success';
  return 'badge';
}

export const statusText = (q: Quote): string => (q.expired ? `${q.quote_status} · expired` : q.quote_status);
