import { shipmentStatus } from './shipmentStatus';

describe('shipmentStatus', () => {
  const none = { atd: null, ata: null, delivered_at: null };
  it('follows the last milestone reached', () => {
    expect(shipmentStatus(none)).toBe('Planned');
    expect(shipmentStatus({ ...none, atd: '2026-12-01' })).toBe('In transit');
    expect(shipmentStatus({ ...none, atd: '2026-12-01', ata: '2026-12-03' })).toBe('Arrived');
    expect(shipmentStatus({ atd: '2026-12-01', ata: '2026-12-03', delivered_at: '2026-12-04' })).toBe('Delivered');
  });
  it('a booked shipment is Booked until it departs', () => {
    expect(shipmentStatus({ ...none, booked_at: '2026-12-01T10:00:00Z' })).toBe('Booked');
    expect(shipmentStatus({ ...none, booked_at: '2026-12-01T10:00:00Z', atd: '2026-12-05' })).toBe('In transit');
  });
});
