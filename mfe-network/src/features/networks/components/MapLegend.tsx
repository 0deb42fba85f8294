import { useMemo } from 'react';
import type { NetworkLocation } from '@portal/contracts/network';
import { NETWORK_ROLES } from '@portal/contracts/rules/network';
import { RoleIcon } from './RoleIcon';

/** What each pin means: the roles present in the network, in the fixed role order. */
export function MapLegend({ locations }: { locations: NetworkLocation[] }) {
  const roles = useMemo(() => {
    const present = new Set(locations.map((l) => l.role));
    const known = NETWORK_ROLES.filter((r) => present.has(r));
    const other = [...present].filter((r) => !(NETWORK_ROLES as readonly string[]).includes(r)).sort();
    return [...known, ...other];
  }, [locations]);
  return (
    <ul className="net-legend" aria-label="Map legend">
      {roles.map((role) => (
        <li key={role}>
          <RoleIcon role={role} /> {role}
        </li>
      ))}
    </ul>
  );
}
