import type { ModeKey } from '../../../shipments/modes';

/**
 * The named table behind each mode's tab (shared/src/table/contract.ts): DataTable asks
 * /api/myShipments/<mode>/initTable, /rows and /export, which mock-api/src/modules/shipments/tables.ts
 * serves (`defineTable({ name: 'myShipments.<mode>' })`).
 */
export const shipmentTableName = (mode: ModeKey) => `myShipments.${mode}` as const;
