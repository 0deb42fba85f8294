import { UNDERWAY_MAX_SHARE, carriagePlace, type CarriageEvent } from './shipmentPosition';

const done = (code: string, date: string): CarriageEvent => ({ code, date, state: 'actual' });
const expected = (code: string, date: string): CarriageEvent => ({ code, date, state: 'estimated' });
const HUB = 0.4;

describe('carriagePlace', () => {
  it('is at the origin until the departure has happened', () => {
    expect(carriagePlace([expected('DEP', '2026-12-06'), expected('ARR', '2026-12-20')], '2026-12-05', 0)).toEqual({ fraction: 0, phase: 'origin', since: null });
  });
  it('a vessel that departed today is still at its port of departure, the origin or the hub', () => {
    expect(carriagePlace([done('DEP', '2026-12-05'), expected('ARR', '2026-12-20')], '2026-12-05', 0)).toMatchObject({ fraction: 0, phase: 'underway', since: 'DEP' });
    const fromHub = [done('DEP', '2026-11-20'), done('TSA', '2026-11-28'), done('TSD', '2026-12-05'), expected('ARR', '2026-12-20')];
    expect(carriagePlace(fromHub, '2026-12-05', HUB)).toMatchObject({ fraction: HUB, phase: 'underway', since: 'TSD' });
  });
  it('moves along its leg by the days sailed of the days the leg takes', () => {
    expect(carriagePlace([done('DEP', '2026-12-01'), expected('ARR', '2026-12-11')], '2026-12-05', 0).fraction).toBeCloseTo(0.4);
    // Before the hub: 4 of 8 days towards a hub at 40 % of the line.
    const toHub = [done('DEP', '2026-12-01'), expected('TSA', '2026-12-09'), expected('TSD', '2026-12-11'), expected('ARR', '2026-12-21')];
    expect(carriagePlace(toHub, '2026-12-05', HUB).fraction).toBeCloseTo(0.2);
    // After the hub: 5 of 10 days from the hub to the end.
    const afterHub = [done('DEP', '2026-11-20'), done('TSA', '2026-11-28'), done('TSD', '2026-11-30'), expected('ARR', '2026-12-10')];
    expect(carriagePlace(afterHub, '2026-12-05', HUB).fraction).toBeCloseTo(HUB + 0.6 * 0.5);
  });
  it('waits at the hub between arriving and leaving', () => {
    const atHub = [done('DEP', '2026-11-20'), done('TSA', '2026-12-04'), expected('TSD', '2026-12-06'), expected('ARR', '2026-12-20')];
    expect(carriagePlace(atHub, '2026-12-05', HUB)).toEqual({ fraction: HUB, phase: 'hub', since: 'TSA' });
  });
  it('an overdue leg stays short of its next stop; arrived is the end of the line', () => {
    expect(carriagePlace([done('DEP', '2026-11-01'), expected('ARR', '2026-12-05')], '2026-12-05', 0).fraction).toBe(UNDERWAY_MAX_SHARE);
    expect(carriagePlace([done('DEP', '2026-11-01'), done('ARR', '2026-12-04')], '2026-12-05', 0)).toEqual({ fraction: 1, phase: 'arrived', since: 'ARR' });
  });
});
