import type { Shipment, ShipmentsData, ShipmentsOverview } from '@portal/contracts/shipments';
import { MODES, MODE_ORDER, type ModeKey } from '../../shipments/modes';

/**
 * What the dashboard draws, from the whole answer (/api/shipments/data) or, until it has arrived,
 * from the overview (/api/shipments/overview): the same counts and figures, and each list whole
 * or its first rows.
 */
export interface DashboardView {
  /** Each modality's list in the answer's order: whole, or its first rows while `complete` is false. */
  lists: Record<ModeKey, Shipment[]>;
  /** The length of each whole list. */
  counts: Record<ModeKey, number>;
  totals: ShipmentsData['totals'];
  performance: ShipmentsData['performance'];
  co2e: ShipmentsData['co2e'];
  complete: boolean;
}

const perMode = <T>(make: (key: ModeKey) => T) => Object.fromEntries(MODE_ORDER.map((key) => [key, make(key)])) as Record<ModeKey, T>;

export function viewOfData(data: ShipmentsData): DashboardView {
  return {
    lists: perMode((key) => data[key]),
    counts: perMode((key) => data[key].length),
    totals: data.totals,
    performance: data.performance,
    co2e: data.co2e,
    complete: true,
  };
}

export function viewOfOverview(overview: ShipmentsOverview): DashboardView {
  return {
    lists: perMode((key) => overview.first[key]),
    counts: perMode((key) => overview.active[MODES[key].modality]),
    totals: overview.totals,
    performance: overview.performance,
    co2e: overview.co2e,
    complete: false,
  };
}
