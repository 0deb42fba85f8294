import { myShipmentsTables } from '@portal/contracts/shipments';
import type { ModeKey } from '../../../shipments/modes';

/**
 * The table behind each mode's tab: its contract (shared/contracts/src/shipments.ts) gives
 * DataTable the addresses /api/myShipments/<mode>/initTable, /rows and /export, which
 * mock-api/src/modules/shipments/tables.ts serves.
 */
export const shipmentTable = (mode: ModeKey) => myShipmentsTables[mode];
