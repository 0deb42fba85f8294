import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/** The dashboard's first screen: the counts and figures of getDashboardData and the start of each list. */
export const getDashboardOverview = (signal: AbortSignal) => call(shipmentsContract.overview, { signal });
