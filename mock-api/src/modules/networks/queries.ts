import { CONTINENTS, OFFICE_ROLES } from '@portal/contracts/rules/network';
import type { NetworkData, NetworkLocation, NetworkOffices } from '@portal/contracts/network';
import type { Db } from '../../db';
import { inList } from '../../core/scope';

/** The columns the map and its list show; audit columns stay in the reference area. No UN/LOCODE reads as ''. */
const LOCATION_COLUMNS = "id, name, address, city, country, contact, COALESCE(unlocode, '') AS unlocode, latitude, longitude, type, role, continent";

/** Every location, the forwarder's own first, then by name: the list below the map reads in this order. */
export async function networkData(db: Db): Promise<NetworkData> {
  const locations = await db.all<NetworkLocation>(
    `SELECT ${LOCATION_COLUMNS} FROM network_locations ORDER BY CASE WHEN type = 'Company' THEN 0 ELSE 1 END, name, id`,
  );
  return { locations, continents: [...CONTINENTS] };
}

/**
 * The forwarder's offices for the contact page's cards (type Company, role Headquarters or
 * Office): headquarters first, then in the order entered. A few rows of their own, so the cards
 * do not depend on the whole network (10 000 rows at large scale) loading.
 */
export async function networkOffices(db: Db): Promise<NetworkOffices> {
  const roles = inList('role', OFFICE_ROLES, 'officeRole');
  const offices = await db.all<NetworkLocation>(
    `SELECT ${LOCATION_COLUMNS} FROM network_locations WHERE type = 'Company' AND ${roles.sql} ORDER BY CASE WHEN role = 'Headquarters' THEN 0 ELSE 1 END, id`,
    roles.params,
  );
  return { offices };
}

/**
 * Changes whenever a location is added, edited or removed: row count, newest change and
 * highest id together (a delete lowers the count, an edit moves updated_at).
 */
export async function networkVersion(db: Db): Promise<string> {
  const row = await db.get<{ n: number; changed: string | null; top: number | null }>(
    'SELECT COUNT(*) AS n, MAX(updated_at) AS changed, MAX(id) AS top FROM network_locations',
  );
  return `"net-${row?.n ?? 0}-${row?.top ?? 0}-${Date.parse(row?.changed ?? '') || 0}"`;
}
