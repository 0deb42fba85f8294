import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/** The active shipments per modality, the totals and the last update. */
export const getDashboardData = (signal: AbortSignal) => call(shipmentsContract.data, { signal });
