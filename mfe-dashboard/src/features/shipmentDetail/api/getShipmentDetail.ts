import { call } from '@portal/shared/contracts/call';
import { shipmentsContract } from '@portal/shared/contracts/shipments';
import type { ModeKey } from '../../../shipments/modes';

export const getShipmentDetail = (mode: ModeKey, id: string, signal?: AbortSignal) => call(shipmentsContract.detail, { params: { mode, id }, signal });
