import type { NetworkLocation } from '@portal/contracts/network';
import { countryName } from '@portal/contracts/rules/network';

export { countryName };

/** "Rotterdam, Netherlands"; a city that is its own country or territory once ("Hong Kong", "Singapore"). */
export function cityLine(location: Pick<NetworkLocation, 'city' | 'country'>): string {
  const country = countryName(location.country);
  return location.city === country ? country : [location.city, country].filter(Boolean).join(', ');
}
