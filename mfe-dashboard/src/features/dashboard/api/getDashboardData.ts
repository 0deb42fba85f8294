import { call } from '@portal/shared/contracts/call';
import { shipmentsContract } from '@portal/shared/contracts/shipments';

/** The active shipments per modality, the totals and the last update. */
export const getDashboardData = (signal: AbortSignal) => call(shipmentsContract.data, { signal });
