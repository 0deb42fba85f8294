import type { Milestone, ShipmentPlace } from '@portal/contracts/shipments';
import type { Modality } from '@portal/contracts/wire';
import { shipmentMilestones, type MilestoneRow } from './milestones';

/** The milestone history derived from a shipment's stored dates and the feed's day. */
const TODAY = '2026-05-20';
const place = (locode: string, name: string): ShipmentPlace => ({ locode, name, city: name, country: 'Somewhere', lat: 0, lon: 0 });
const places = (via: boolean) => ({ origin: place('CNSHA', 'Port of Shanghai'), destination: place('NLRTM', 'Port of Rotterdam'), via: via ? place('SGSIN', 'Port of Singapore') : null, viaShare: 0.3 });

function row(modality: Modality, dates: Partial<MilestoneRow>, type = 'FCL'): MilestoneRow {
  return { shipmentid: `${modality}26-000042`, modality, type, etd: null, atd: null, eta: null, ata: null, arrival_estimate: null, delivered_at: null, created_at: '2026-03-01T09:00:00Z', loadport: 'Shanghai (CNSHA)', dischargeport: 'Rotterdam (NLRTM)', ...dates };
}

const byCode = (list: Milestone[], code: string) => list.find((m) => m.code === code)!;

function checkShape(list: Milestone[]) {
  expect(list.length).toBeGreaterThanOrEqual(8);
  expect(list.length).toBeLessThanOrEqual(20);
  const states = list.map((m) => m.state);
  // Everything that happened comes before everything expected.
  expect(states.join(',')).toMatch(/^(actual,)*(actual|estimated)?(,estimated)*$/);
  for (let i = 1; i < list.length; i++) {
    expect(list[i].planned >= list[i - 1].planned).toBe(true);
    expect(list[i].date >= list[i - 1].date).toBe(true);
  }
  for (const m of list) {
    if (m.state === 'actual') expect(m.date <= TODAY).toBe(true);
    else expect(m.date >= TODAY).toBe(true);
    expect(m.late).toBe(m.delayDays > 1);
    expect(m.place.length).toBeGreaterThan(0);
  }
}

describe('shipmentMilestones', () => {
  it('a sea shipment under way via a hub, running four days late: 8 to 20 events, arrival estimated four days after the plan', () => {
    const list = shipmentMilestones(row('SEA', { etd: '2026-05-01', atd: '2026-05-02', eta: '2026-06-05', arrival_estimate: '2026-06-09' }), places(true), TODAY);
    checkShape(list);
    expect(list.map((m) => m.code)).toEqual(['BKD', 'EMP', 'RCV', 'ECC', 'LOD', 'DEP', 'TSA', 'TSL', 'TSD', 'ARR', 'DIS', 'ICC', 'OFD', 'DLV', 'POD', 'ERT']);
    expect(byCode(list, 'DEP')).toMatchObject({ state: 'actual', planned: '2026-05-01', date: '2026-05-02', late: false });
    expect(byCode(list, 'ARR')).toMatchObject({ state: 'estimated', planned: '2026-06-05', date: '2026-06-09', delayDays: 4, late: true, place: 'Rotterdam (NLRTM)' });
    expect(byCode(list, 'TSA').place).toMatch(/Singapore/);
    expect(byCode(list, 'DLV').state).toBe('estimated');
  });

  it('a delivered air shipment: every event happened, arrival and delivery on the stored days', () => {
    const list = shipmentMilestones(row('AIR', { etd: '2026-05-10', atd: '2026-05-10', eta: '2026-05-12', ata: '2026-05-12', delivered_at: '2026-05-14' }, 'Loose cargo'), places(false), TODAY);
    checkShape(list);
    expect(list.every((m) => m.state === 'actual')).toBe(true);
    expect(byCode(list, 'ARR').date).toBe('2026-05-12');
    expect(byCode(list, 'DLV').date).toBe('2026-05-14');
    expect(list.some((m) => m.code === 'TSA')).toBe(false);
  });

  it('a road shipment not yet departed: booking done, the rest planned ahead', () => {
    const list = shipmentMilestones(row('ROA', { etd: '2026-05-25', eta: '2026-05-27', arrival_estimate: '2026-05-27' }, 'FTL'), places(false), TODAY);
    checkShape(list);
    expect(list[0]).toMatchObject({ code: 'BKD', state: 'actual' });
    expect(byCode(list, 'DEP')).toMatchObject({ state: 'estimated', date: '2026-05-25', late: false });
    expect(byCode(list, 'DLV').date).toBe('2026-05-27');
  });

  it('a departure that slipped past its day is expected no earlier than tomorrow, and never in the past', () => {
    const list = shipmentMilestones(row('MUL', { etd: '2026-05-17', eta: '2026-06-05', arrival_estimate: '2026-06-08' }), places(true), TODAY);
    checkShape(list);
    expect(byCode(list, 'DEP')).toMatchObject({ state: 'estimated', date: '2026-05-21', delayDays: 4, late: true });
    expect(byCode(list, 'GCH').place).toMatch(/Singapore/); // the hub given (a gauge-change terminal in the seed)
  });

  it('arrived, on-carriage open: arrival actual, delivery expected from today on', () => {
    const list = shipmentMilestones(row('SEA', { etd: '2026-04-10', atd: '2026-04-10', eta: '2026-05-16', ata: '2026-05-18' }, 'LCL'), places(false), TODAY);
    checkShape(list);
    expect(byCode(list, 'ARR')).toMatchObject({ state: 'actual', date: '2026-05-18', delayDays: 2, late: true });
    expect(byCode(list, 'DLV').state).toBe('estimated');
    expect(byCode(list, 'DLV').date >= TODAY).toBe(true);
  });

  it('tells the same story twice (deterministic per shipment and day), and nothing for an unplanned booking', () => {
    const r = row('SEA', { etd: '2026-05-01', atd: '2026-05-02', eta: '2026-06-05', arrival_estimate: '2026-06-09' });
    expect(shipmentMilestones(r, places(true), TODAY)).toEqual(shipmentMilestones(r, places(true), TODAY));
    expect(shipmentMilestones(row('SEA', {}), places(false), TODAY)).toEqual([]);
  });
});
