import { bus } from '@portal/kit';
import { changesShownShipment } from './useShipmentNotifications';

const shown = new Set(['SEA26-000001']);
const n = (type: string, id: string, kind = 'shipment') => ({ type, subject: { kind, id, mode: 'sea' } }) as Parameters<typeof changesShownShipment>[0];

describe('the dashboard reacts to notifications of the shipments it shows', () => {
  it('an ETA, ETD, delay or milestone of a shown shipment reloads it', () => {
    for (const type of ['shipment.etaChanged', 'shipment.etdChanged', 'shipment.delayed', 'shipment.departed', 'shipment.arrived', 'shipment.delivered']) {
      expect({ type, reload: changesShownShipment(n(type, 'SEA26-000001'), shown) }).toEqual({ type, reload: true });
    }
  });

  it('another shipment, a document or a quote does not', () => {
    expect(changesShownShipment(n('shipment.etaChanged', 'SEA26-999999'), shown)).toBe(false);
    expect(changesShownShipment(n('document.published', 'SEA26-000001', 'document'), shown)).toBe(false);
    expect(changesShownShipment(n('quote.expiring', 'SEA26-000001', 'quote'), shown)).toBe(false);
  });

  it('the shell puts notifications on the shared bus under a typed name', () => {
    const seen: string[] = [];
    const off = bus.on('notification:received', ({ notification }) => seen.push(notification.subject.id));
    bus.emit('notification:received', { notification: { ...n('shipment.etaChanged', 'SEA26-000001'), id: 1, title: '', body: '', data: {}, organisations: [], occurredAt: '', createdAt: '', updatedAt: '', read: false }, unread: 1 });
    off();
    expect(seen).toEqual(['SEA26-000001']);
  });
});
