import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';
import type { ModeKey } from '../../../shipments/modes';

export const getShipmentDetail = (mode: ModeKey, id: string, signal?: AbortSignal) => call(shipmentsContract.detail, { params: { mode, id }, signal });
