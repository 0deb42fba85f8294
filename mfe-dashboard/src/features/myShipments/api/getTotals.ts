import { call } from '@portal/shared/contracts/call';
import { shipmentsContract } from '@portal/shared/contracts/shipments';

/** Listed shipments per modality, keyed SEA, AIR, ROA, MUL. */
export const getTotals = (signal: AbortSignal) => call(shipmentsContract.totals, { signal });
