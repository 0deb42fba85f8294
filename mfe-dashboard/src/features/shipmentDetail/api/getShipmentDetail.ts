import { api, type ShipmentDetail } from '@portal/shared';
import type { ModeKey } from '../../../shipments/modes';

export const getShipmentDetail = (mode: ModeKey, id: string, signal?: AbortSignal) =>
  api.get<ShipmentDetail>(`/api/shipments/detail/${mode}/${encodeURIComponent(id)}`, { signal });
