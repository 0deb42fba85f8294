import { shipmentProgress } from './progress';
import { addDays } from '@portal/contracts/dates/days';
import { timeline } from '../../simulation/shipments';
import { Random } from '../../core/random';

const at = (ymd: string, hour = 0) => Date.parse(`${ymd}T${String(hour).padStart(2, '0')}:00:00Z`);

describe('shipmentProgress', () => {
  it.each([
    ['planned, not departed', { atd: null, eta: '2025-03-20', ata: null }, at('2025-03-10'), 0],
    ['departed today', { atd: '2025-03-10', eta: '2025-03-20', ata: null }, at('2025-03-10'), 1],
    ['half way', { atd: '2025-03-10', eta: '2025-03-20', ata: null }, at('2025-03-15'), 50],
    ['due today but not arrived', { atd: '2025-03-10', eta: '2025-03-20', ata: null }, at('2025-03-20', 12), 99],
    ['late, well past the ETA', { atd: '2025-03-10', eta: '2025-03-20', ata: null }, at('2025-04-20'), 99],
    ['arrived at the port (on-carriage open)', { atd: '2025-03-10', eta: '2025-03-20', ata: '2025-03-21' }, at('2025-03-21'), 100],
    ['arrived early', { atd: '2025-03-10', eta: '2025-03-20', ata: '2025-03-18' }, at('2025-03-18'), 100],
    ['ETA before ATD (bad data)', { atd: '2025-03-10', eta: '2025-03-09', ata: null }, at('2025-03-11'), 99],
    ['no ETA', { atd: '2025-03-10', eta: null, ata: null }, at('2025-03-11'), 99],
    ['clock before the departure day', { atd: '2025-03-10', eta: '2025-03-20', ata: null }, at('2025-03-01'), 1],
  ])('%s → %d', (_why, dates, now, expected) => {
    expect(shipmentProgress(dates, now)).toBe(expected);
  });
});

describe('seeded timelines', () => {
  it('keep actual dates in order and never in the future', () => {
    const random = new Random('timeline-test');
    const today = '2025-06-15';
    for (let i = 0; i < 2000; i++) {
      const mode = (['SEA', 'AIR', 'ROA', 'MUL'] as const)[i % 4];
      const t = timeline(random, mode, { today, pastDays: 330 });
      expect(t.eta > t.etd).toBe(true);
      if (t.atd) expect(t.atd >= t.etd && t.atd <= today).toBe(true);
      if (t.ata) expect(t.atd !== null && t.ata > t.atd! && t.ata <= today).toBe(true);
      if (t.delivered_at) expect(t.ata !== null && t.delivered_at >= t.ata! && t.delivered_at <= today).toBe(true);
      if (mode === 'ROA' && t.ata) expect(t.delivered_at).toBe(t.ata);
      // Nothing stays under way for ever: a shipment that left long ago has arrived.
      if (t.atd && addDays(t.eta, 5) <= today) expect(t.ata).not.toBeNull();
    }
  });
});
