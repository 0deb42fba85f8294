import { DASHBOARD_FIRST_ROWS, type Shipment, type ShipmentsData, type ShipmentsOverview } from '@portal/contracts/shipments';
import { viewOfData, viewOfOverview } from './dashboardView';
import { pickSelected } from './hooks/useTabSelection';
import { MODE_ORDER } from '../../shipments/modes';

const shipment = (modality: Shipment['modality'], i: number) => ({ shipmentid: `${modality}26-${i}`, modality }) as Shipment;
const data: ShipmentsData = {
  sea: Array.from({ length: 30 }, (_, i) => shipment('SEA', i)),
  air: Array.from({ length: 3 }, (_, i) => shipment('AIR', i)),
  roa: [],
  mul: Array.from({ length: DASHBOARD_FIRST_ROWS }, (_, i) => shipment('MUL', i)),
  totals: { SEA: 90, AIR: 4, ROA: 2, MUL: 8 },
  updated: '2026-11-25T04:00:00.000Z',
  performance: { SEA: { onTime: 25, delayed: 5 }, AIR: { onTime: 3, delayed: 0 }, ROA: { onTime: 0, delayed: 0 }, MUL: { onTime: 8, delayed: 0 } },
  co2e: { year: 2026, kg: { SEA: 1, AIR: 2, ROA: 3, MUL: 4 } },
};
/** The overview the API answers for `data` (mock-api/src/modules/shipments/index.ts; equality tested there). */
const overview: ShipmentsOverview = {
  active: { SEA: 30, AIR: 3, ROA: 0, MUL: DASHBOARD_FIRST_ROWS },
  first: { sea: data.sea.slice(0, DASHBOARD_FIRST_ROWS), air: data.air, roa: [], mul: data.mul },
  totals: data.totals,
  updated: data.updated,
  performance: data.performance,
  co2e: data.co2e,
};

describe('the dashboard view', () => {
  it('from the overview shows what the whole answer shows: counts, figures, the selected shipment and the first rows', () => {
    const first = viewOfOverview(overview);
    const whole = viewOfData(data);
    expect(first.complete).toBe(false);
    expect(whole.complete).toBe(true);
    expect(first.counts).toEqual(whole.counts);
    expect(first.counts).toEqual({ sea: 30, air: 3, roa: 0, mul: DASHBOARD_FIRST_ROWS });
    expect({ totals: first.totals, performance: first.performance, co2e: first.co2e }).toEqual({ totals: whole.totals, performance: whole.performance, co2e: whole.co2e });
    for (const mode of MODE_ORDER) {
      expect(pickSelected(first.lists[mode], undefined)).toEqual(pickSelected(whole.lists[mode], undefined));
      expect(first.lists[mode]).toEqual(whole.lists[mode].slice(0, DASHBOARD_FIRST_ROWS));
    }
  });
});
