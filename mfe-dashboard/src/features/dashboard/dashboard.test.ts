import type { Shipment } from '@portal/contracts/shipments';
import { keyTarget, rowsInWindow, visibleRange, ROW_HEIGHT } from './components/ShipmentList';
import { pickSelected } from './hooks/useTabSelection';
import { MAP_RATIO, mapHeight } from './map/mapSize';
import { departureArrivalTexts } from './components/SelectedShipment';
import { formattersFor } from '@portal/kit';
import 'dayjs/locale/nl';

describe('visibleRange (list windowing)', () => {
  it('renders the rows in view plus a few either side', () => {
    expect(visibleRange(0, 448, 2000)).toEqual([0, 11]);
    const [first, last] = visibleRange(1000 * ROW_HEIGHT, 448, 2000);
    expect(first).toBe(996);
    expect(last).toBe(1011);
    expect(visibleRange(1995 * ROW_HEIGHT, 448, 2000)[1]).toBe(2000);
  });
});

describe('rowsInWindow (the list scrolled with the page)', () => {
  it('below the window: only the few rows the overscan draws ahead', () => {
    expect(rowsInWindow({ top: 1200, height: 900 }, 2000)).toEqual([0, 4]);
    expect(rowsInWindow({ top: 880, height: 900 }, 2000)).toEqual([0, 5]);
  });
  it('starting in the window: the rows from its top down to the foot of the window', () => {
    expect(rowsInWindow({ top: 600, height: 900 }, 2000)).toEqual([0, 9]);
  });
  it('scrolled past its top: the rows the window shows, and no further than the list', () => {
    expect(rowsInWindow({ top: -1000 * ROW_HEIGHT, height: 640 }, 2000)).toEqual([996, 1014]);
    expect(rowsInWindow({ top: -1995 * ROW_HEIGHT, height: 640 }, 2000)).toEqual([1991, 2000]);
    expect(rowsInWindow({ top: -5000 * ROW_HEIGHT, height: 640 }, 2000)).toEqual([2000, 2000]);
  });
});

describe('keyTarget (list keys)', () => {
  it('moves by one, by a page, to either end, within the whole list rather than the rows read so far', () => {
    expect(keyTarget('ArrowDown', 7, 999, 5)).toBe(8);
    expect(keyTarget('ArrowUp', 0, 999, 5)).toBe(0);
    expect(keyTarget('PageDown', 7, 999, 5)).toBe(12);
    expect(keyTarget('PageUp', 3, 999, 5)).toBe(0);
    expect(keyTarget('End', 0, 999, 5)).toBe(998);
    expect(keyTarget('Home', 500, 999, 5)).toBe(0);
    expect(keyTarget('ArrowDown', 998, 999, 5)).toBe(998);
  });
  it('ignores other keys and empty lists', () => {
    expect(keyTarget('a', 0, 10, 5)).toBeNull();
    expect(keyTarget('ArrowDown', 0, 0, 5)).toBeNull();
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
    expect(departureArrivalTexts({ etd: '2025-03-01', atd: null, eta: '2025-03-20', ata: null }).join(' · ')).toBe('ETD 2025-03-01 · ETA 2025-03-20');
    expect(departureArrivalTexts({ etd: '2025-03-01', atd: '2025-03-02', eta: '2025-03-20', ata: null }).join(' · ')).toBe('ATD 2025-03-02 · ETA 2025-03-20');
    expect(departureArrivalTexts({ etd: '2025-03-01', atd: '2025-03-02', eta: '2025-03-20', ata: '2025-03-21' }).join(' · ')).toBe('ATD 2025-03-02 · ATA 2025-03-21');
    expect(departureArrivalTexts({ etd: null, atd: null, eta: null, ata: null }).join(' · ')).toBe('ETD – · ETA –');
  });

  it("writes the dates as the reader's language does: Dutch from dayjs's own locale", () => {
    const nl = formattersFor('nl');
    expect(departureArrivalTexts({ etd: '2026-12-04', atd: null, eta: '2027-03-20', ata: null }, (iso) => nl.date(iso, 'D MMM YYYY')).join(' · ')).toBe('ETD 4 dec 2026 · ETA 20 mrt 2027');
    expect(nl.unit(1234.5, 'kilogram')).toBe('1.234,5 kg');
    expect(formattersFor('en').date('2026-12-04')).toBe('4 Dec 2026');
  });
});
