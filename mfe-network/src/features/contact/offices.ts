import type { NetworkLocation } from '@portal/shared';
import { OFFICE_ROLES, type NetworkRole } from '@portal/shared/rules/network';

/**
 * The forwarder's offices (type Company, role Headquarters or Office): headquarters first, then
 * in the order they were entered (the seed follows the spec's order; new offices come last).
 */
export function officesOf(locations: readonly NetworkLocation[]): NetworkLocation[] {
  return locations
    .filter((l) => l.type === 'Company' && OFFICE_ROLES.includes(l.role as NetworkRole))
    .sort((a, b) => Number(b.role === 'Headquarters') - Number(a.role === 'Headquarters') || a.id - b.id);
}
