import { DATE_MOVE_THRESHOLD_DAYS } from '@portal/contracts/rules/notifications';
import { daysBetween, delayText, isDelayed } from '@portal/contracts/rules/shipmentDelay';
import { addDays } from '@portal/contracts/dates/days';
import type { NotificationEvent } from './events';

/** What the refresh compares of a shipment, before and after. */
export interface ShipmentFacts {
  shipmentid: string;
  customer_id: number;
  modality: 'SEA' | 'AIR' | 'ROA' | 'MUL';
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  delivered_at: string | null;
  delay_days: number | null;
}

/** The columns of ShipmentFacts, to read them. */
export const SHIPMENT_FACT_COLUMNS = 'shipmentid, customer_id, modality, etd, eta, atd, ata, delivered_at, delay_days';

const modeOf = (modality: ShipmentFacts['modality']) => modality.toLowerCase() as 'sea' | 'air' | 'roa' | 'mul';

/**
 * The events between two states of the feed: a planned date moved by more than
 * DATE_MOVE_THRESHOLD_DAYS, a shipment that became delayed, a milestone reached (departed,
 * arrived, delivered). `shiftDays`: the mock TMS feed re-bases every date on the day it is
 * generated for (docs/shipments.md, "The data stays alive"), so what it stored `shiftDays` days
 * ago is compared moved by as many days; a real feed passes 0.
 */
export function shipmentEvents(before: Map<string, ShipmentFacts>, after: Iterable<ShipmentFacts>, shiftDays: number, day: string): NotificationEvent[] {
  const events: NotificationEvent[] = [];
  const shift = (date: string | null) => (date && shiftDays ? addDays(date, shiftDays) : date);
  for (const now of after) {
    const old = before.get(now.shipmentid);
    if (!old || old.customer_id !== now.customer_id) continue; // new to the feed: nothing "changed"
    const subject = { kind: 'shipment' as const, id: now.shipmentid, mode: modeOf(now.modality) };
    const base = { subject, customerIds: [now.customer_id] };
    const key = (what: string, value: string | number | null) => `shipment:${now.shipmentid}:${what}:${value ?? '-'}`;
    for (const field of ['eta', 'etd'] as const) {
      const from = shift(old[field]);
      const moved = daysBetween(from, now[field]);
      if (moved !== null && Math.abs(moved) > DATE_MOVE_THRESHOLD_DAYS) {
        const label = field.toUpperCase();
        events.push({
          ...base,
          type: field === 'eta' ? 'shipment.etaChanged' : 'shipment.etdChanged',
          title: `${label} of ${now.shipmentid} moved ${moved > 0 ? 'later' : 'earlier'} by ${Math.abs(moved)} days`,
          body: `The ${label} of ${now.shipmentid} is now ${now[field]} (was ${from}).`,
          data: { field, from, to: now[field], days: moved },
          dedupKey: key(field, now[field]),
        });
      }
    }
    if (isDelayed(now.delay_days) && !isDelayed(old.delay_days) && !now.delivered_at) {
      events.push({
        ...base,
        type: 'shipment.delayed',
        title: `${now.shipmentid} is delayed`,
        body: `${now.shipmentid} is expected to arrive ${delayText(now.delay_days)} (planned ${now.eta}).`,
        data: { delayDays: now.delay_days, eta: now.eta },
        dedupKey: key('delayed', day),
      });
    }
    const milestones = [
      ['departed', 'atd', 'departed'],
      ['arrived', 'ata', 'arrived'],
      ['delivered', 'delivered_at', 'was delivered'],
    ] as const;
    for (const [name, field, verb] of milestones) {
      if (now[field] && !old[field]) {
        events.push({
          ...base,
          type: `shipment.${name}`,
          title: `${now.shipmentid} ${verb}`,
          body: `${now.shipmentid} ${verb} on ${now[field]}.`,
          data: { date: now[field] },
          occurredAt: `${now[field]}T00:00:00.000Z`,
          dedupKey: key(name, now[field]),
        });
      }
    }
  }
  return events;
}
