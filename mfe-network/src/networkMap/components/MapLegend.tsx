import { useMemo } from 'react';
import { NETWORK_ROLES } from '@portal/contracts/rules/network';
import { useNetworkT } from '../../messages';
import { RoleIcon } from './RoleIcon';
import { useLocationText } from './locationText';

/**
 * What each pin means: the roles on the map, in the fixed role order (unknown ones after, by
 * name). `null` while the markers load: the known roles hold the legend's room (unseen), so the
 * list below does not move when the legend arrives.
 */
export function MapLegend({ roles: present }: { roles: readonly string[] | null }) {
  const t = useNetworkT();
  const { role: roleName } = useLocationText();
  const roles = useMemo(() => {
    if (!present) return NETWORK_ROLES;
    const known = NETWORK_ROLES.filter((r) => present.includes(r));
    const other = present.filter((r) => !(NETWORK_ROLES as readonly string[]).includes(r)).sort();
    return [...known, ...other];
  }, [present]);
  return (
    <ul className={`net-legend${present ? '' : ' net-legend-pending'}`} aria-label={t('map.legend')} aria-hidden={present ? undefined : true}>
      {roles.map((role) => (
        <li key={role}>
          <RoleIcon role={role} /> {roleName(role)}
        </li>
      ))}
    </ul>
  );
}
