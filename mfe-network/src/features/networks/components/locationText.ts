import type { NetworkLocation } from '@portal/contracts/network';

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** 'NL' → 'Netherlands' (the table keeps ISO codes; people read names). */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Rotterdam, Netherlands"; a city that is its own country or territory once ("Hong Kong", "Singapore"). */
export function cityLine(location: Pick<NetworkLocation, 'city' | 'country'>): string {
  const country = countryName(location.country);
  return location.city === country ? country : [location.city, country].filter(Boolean).join(', ');
}
