import type { ShownLocation } from '@portal/contracts/network';

/**
 * "Rotterdam, Netherlands"; a city that is its own country or territory once ("Hong Kong",
 * "Singapore"). The country's name comes with the location from the API (no Intl here).
 */
export function cityLine(location: Pick<ShownLocation, 'city' | 'countryName'>): string {
  const country = location.countryName;
  return location.city === country ? country : [location.city, country].filter(Boolean).join(', ');
}
