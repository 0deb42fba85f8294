import { usePortal } from '@portal/kit';
import type { ShownLocation } from '@portal/contracts/network';
import { countryName } from '@portal/contracts/reference/countries';
import { useNetworkT } from '../../messages';

type Located = Pick<ShownLocation, 'city' | 'country' | 'countryName'>;

/**
 * A location's lines in the active language: the country's name from its code (Intl.DisplayNames;
 * the API's English name where the platform has none), the role and who runs it from the messages
 * (a role the messages do not know shows as stored).
 */
export function useLocationText() {
  const t = useNetworkT();
  const language = usePortal((s) => s.language);
  const countryOf = (location: Located) => {
    const name = countryName(location.country, language);
    return name === location.country ? location.countryName : name;
  };
  return {
    countryOf,
    /** "Rotterdam, Netherlands"; a city that is its own country or territory once ("Hong Kong", "Singapore"). */
    cityLine(location: Located): string {
      const name = countryOf(location);
      return location.city === location.countryName || location.city === name ? name : [location.city, name].filter(Boolean).join(', ');
    },
    role: (role: string) => t(`roles.${role}`, { defaultValue: role }),
    /** "Sales office · Meridian Freight" or "Sales office · Agent": who runs the location. */
    roleLine(location: Pick<ShownLocation, 'role' | 'type'>): string {
      return `${t(`roles.${location.role}`, { defaultValue: location.role })} · ${location.type === 'Company' ? t('location.company') : t('location.agent')}`;
    },
  };
}
