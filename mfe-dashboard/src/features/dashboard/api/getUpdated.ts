import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/** When the shipment data in scope last changed (ISO), or null. */
export const getUpdated = (signal: AbortSignal) => call(shipmentsContract.updated, { signal });
