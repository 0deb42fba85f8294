import { call } from '@portal/shared/contracts/call';
import { shipmentsContract } from '@portal/shared/contracts/shipments';

/** When the shipment data in scope last changed (ISO), or null. */
export const getUpdated = (signal: AbortSignal) => call(shipmentsContract.updated, { signal });
