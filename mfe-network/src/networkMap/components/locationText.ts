import type { ShownLocation } from '@portal/contracts/network';

/**
 * "Rotterdam, Netherlands"; a city that is its own country or territory once ("Hong Kong",
 * "Singapore"). The country's name comes with the location from the API (no Intl here).
 */
export function cityLine(location: Pick<ShownLocation, 'city' | 'countryName'>): string {
  const country = location.countryName;
  return location.city === country ? country : [location.city, country].filter(Boolean).join(', ');
}

/** "Sales office · Meridian Freight" or "Sales office · Agent": who runs the location. */
export function roleLine(location: Pick<ShownLocation, 'role' | 'type'>): string {
  return `${location.role} · ${location.type === 'Company' ? 'Meridian Freight' : 'Agent'}`;
}
