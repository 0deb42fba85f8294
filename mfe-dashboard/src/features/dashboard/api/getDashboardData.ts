import { call } from '@portal/kit';
import { shipmentsContract, type ShipmentsData } from '@portal/contracts/shipments';
import { readJsonInSlices } from './readJsonInSlices';

/**
 * The active shipments per modality, the totals and the last update: a megabyte of JSON for an
 * organisation with 2 000 shipments under way, parsed in slices (readJsonInSlices).
 */
export const getDashboardData = (signal: AbortSignal) => call(shipmentsContract.data, { signal, readBody: (res) => readJsonInSlices<ShipmentsData>(res) });
