import { networkLocationsEntity } from '@portal/contracts/reference/networkLocations';
import { defineServerEntity } from '../entity';

/**
 * Nothing refers to a network location: the map simply stops showing a deleted one. Its
 * UN/LOCODE is held by code, so it must name a row of unlocodes (whose code then cannot change).
 */
export const networkLocations = defineServerEntity({
  decl: networkLocationsEntity,
  table: 'network_locations',
  check: async (values, { db }) => {
    const code = values.unlocode;
    if (!code || (await db.get('SELECT 1 AS x FROM unlocodes WHERE unlocode = @code', { code }))) return undefined;
    return { unlocode: [`The UN/LOCODE ${String(code)} does not exist.`] };
  },
  toColumns: (columns) => ({ ...columns, unlocode: columns.unlocode ? columns.unlocode : null }),
});
