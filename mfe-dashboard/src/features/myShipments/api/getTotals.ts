import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/** Listed shipments per modality, keyed SEA, AIR, ROA, MUL. */
export const getTotals = (signal: AbortSignal) => call(shipmentsContract.totals, { signal });
