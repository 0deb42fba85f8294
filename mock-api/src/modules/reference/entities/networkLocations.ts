import { networkLocationsEntity } from '@portal/shared/reference/networkLocations';
import { defineServerEntity } from '../entity';

/** Nothing refers to a network location: the map simply stops showing a deleted one. */
export const networkLocations = defineServerEntity({
  decl: networkLocationsEntity,
  table: 'network_locations',
  toColumns: (columns) => ({ ...columns, unlocode: columns.unlocode ? columns.unlocode : null }),
});
