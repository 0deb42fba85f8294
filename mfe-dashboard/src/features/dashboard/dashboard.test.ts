import type { Shipment } from '@portal/shared';
import { alongLine, greatCircle, interpolate } from './map/greatCircle';
import { visibleRange, ROW_HEIGHT } from './components/ShipmentList';
import { pickSelected } from './hooks/useTabSelection';
import { formatAge, minutesSince } from './hooks/useMinutesAgo';
import { MAP_RATIO, mapHeight } from './map/mapSize';
import { departureArrivalText } from './components/SelectedShipment';

describe('visibleRange (list windowing)', () => {
  it('renders the rows in view plus a few either side', () => {
    expect(visibleRange(0, 448, 2000)).toEqual([0, 13]);
    const [first, last] = visibleRange(1000 * ROW_HEIGHT, 448, 2000);
    expect(first).toBe(994);
    expect(last).toBe(1013);
    expect(visibleRange(1995 * ROW_HEIGHT, 448, 2000)[1]).toBe(2000);
  });
});

describe('pickSelected', () => {
  const list = [{ shipmentid: 'A' }, { shipmentid: 'B' }] as Shipment[];
  it('keeps the remembered shipment, else the first, else none', () => {
    expect(pickSelected(list, 'B')?.shipmentid).toBe('B');
    expect(pickSelected(list, 'GONE')?.shipmentid).toBe('A');
    expect(pickSelected(list, undefined)?.shipmentid).toBe('A');
    expect(pickSelected([], 'B')).toBeNull();
  });
});

describe('last updated', () => {
  const now = Date.parse('2025-03-12T10:30:00Z');
  it.each([
    ['2025-03-12T10:29:30Z', 0, 'Last updated less than a minute ago'],
    ['2025-03-12T10:29:00Z', 1, 'Last updated 1 minute ago'],
    ['2025-03-12T09:30:00Z', 60, 'Last updated 60 minutes ago'],
    ['2025-03-12T10:31:00Z', 0, 'Last updated less than a minute ago'],
  ])('%s → %d', (iso, minutes, text) => {
    expect(minutesSince(iso, now)).toBe(minutes);
    expect(formatAge(minutesSince(iso, now))).toBe(text);
  });
  it('says so when there is nothing', () => {
    expect(minutesSince(null, now)).toBeNull();
    expect(minutesSince('not a date', now)).toBeNull();
    expect(formatAge(null)).toBe('Not updated yet');
  });
});

describe('great circle routes', () => {
  it('starts and ends at the two places', () => {
    const line = greatCircle([4.145, 51.949], [121.62, 31.36]);
    expect(line[0][0]).toBeCloseTo(4.145, 6);
    expect(line[line.length - 1][1]).toBeCloseTo(31.36, 6);
  });
  it('bends north between Europe and China, as a great circle does', () => {
    const mid = interpolate([4.145, 51.949], [121.62, 31.36], 0.5);
    expect(mid[1]).toBeGreaterThan((51.949 + 31.36) / 2);
  });
  it('crosses the Pacific as one continuous line (longitudes unwrapped past 180)', () => {
    const line = greatCircle([121.62, 31.36], [-118.26, 33.74]);
    for (let i = 1; i < line.length; i++) expect(Math.abs(line[i][0] - line[i - 1][0])).toBeLessThan(10);
    expect(line[line.length - 1][0]).toBeCloseTo(-118.26 + 360, 6);
  });
  it('places the vehicle along the line by progress', () => {
    const line = greatCircle([0, 0], [90, 0], 90);
    expect(alongLine(line, 0)).toEqual(line[0]);
    expect(alongLine(line, 1)).toEqual(line[90]);
    expect(alongLine(line, 0.5)[0]).toBeCloseTo(45, 6);
    expect(alongLine(line, 7)).toEqual(line[90]);
  });
});

describe('map height', () => {
  it.each([280, 320, 375, 524, 800, 1280])('keeps width × ratio at %d px', (width) => {
    expect(mapHeight(width)).toBe(Math.round(width * MAP_RATIO));
  });
  it('is 0 until the width is known', () => {
    expect(mapHeight(0)).toBe(0);
  });
});

describe('the caption under the map', () => {
  it('labels planned dates ETD/ETA and actual ones ATD/ATA', () => {
    expect(departureArrivalText({ etd: '2025-03-01', atd: null, eta: '2025-03-20', ata: null })).toBe('ETD 2025-03-01 · ETA 2025-03-20');
    expect(departureArrivalText({ etd: '2025-03-01', atd: '2025-03-02', eta: '2025-03-20', ata: null })).toBe('ATD 2025-03-02 · ETA 2025-03-20');
    expect(departureArrivalText({ etd: '2025-03-01', atd: '2025-03-02', eta: '2025-03-20', ata: '2025-03-21' })).toBe('ATD 2025-03-02 · ATA 2025-03-21');
    expect(departureArrivalText({ etd: null, atd: null, eta: null, ata: null })).toBe('ETD – · ETA –');
  });
});
