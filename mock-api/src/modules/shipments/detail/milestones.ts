import type { Milestone, ShipmentPlace } from '@portal/contracts/shipments';
import type { Modality } from '@portal/contracts/wire';
import { DELAY_THRESHOLD_DAYS, daysBetween } from '@portal/contracts/rules/shipmentDelay';
import { Random } from '../../../core/random';
import { addDays } from '@portal/contracts/dates/days';

/**
 * The milestone history of a shipment, derived from what the feed stores (planned and actual
 * departure and arrival, the latest arrival estimate, delivery) and the feed's day: the usual
 * forwarding events of the modality, each with a planned day, an actual day once it happened or
 * else the latest estimate, and its place. Events between the stored anchors get their own
 * small deviations from a stream keyed by the shipment's reference, so one shipment always
 * tells the same story on the same day. The feed re-generates the stored dates every day, so
 * the history moves with it.
 */
export interface MilestoneRow {
  shipmentid: string;
  modality: Modality;
  type: string;
  etd: string | null;
  atd: string | null;
  eta: string | null;
  ata: string | null;
  arrival_estimate: string | null;
  delivered_at: string | null;
  created_at: string;
  loadport: string | null;
  dischargeport: string | null;
}

export interface MilestonePlaces {
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  via: ShipmentPlace | null;
  /** The consignee's town (the end of the on-carriage), when the feed records one. */
  delivery?: ShipmentPlace | null;
  /** Fraction of the main carriage's distance at the hub (0..1). */
  viaShare: number;
}

/** Which stored fact an event hangs on: it is actual only once that fact is there. */
type Gate = 'booked' | 'beforeDeparture' | 'departed' | 'transit' | 'arrived' | 'afterArrival' | 'delivered' | 'afterDelivery';

interface Template {
  code: string;
  label: string;
  place: 'origin' | 'via' | 'destination' | 'consignee';
  gate: Gate;
  /** Days relative to the anchor of its gate (departure, arrival or delivery). */
  offset: number;
}

const ON_CARRIAGE_PLAN: Record<Modality, [number, number]> = { SEA: [3, 5], AIR: [1, 2], MUL: [2, 4], ROA: [0, 0] };

function templates(row: MilestoneRow, hasVia: boolean): Template[] {
  const fcl = row.type === 'FCL';
  const t = (code: string, label: string, place: Template['place'], gate: Gate, offset: number): Template => ({ code, label, place, gate, offset });
  // The on-carriage's last three events, alike for every mode that has one; the truck leaves a day early by sea and rail.
  const toConsignee = (outOffset: number) => [
    t('OFD', 'Out for delivery', 'consignee', 'delivered', outOffset),
    t('DLV', 'Delivered', 'consignee', 'delivered', 0),
    t('POD', 'Proof of delivery received', 'consignee', 'afterDelivery', 1),
  ];
  switch (row.modality) {
    case 'SEA':
      return [
        t('BKD', 'Booking confirmed', 'origin', 'booked', 0),
        ...(fcl ? [t('EMP', 'Empty container released to shipper', 'origin', 'beforeDeparture', -6)] : []),
        t('RCV', fcl ? 'Full container gated in at terminal' : 'Cargo received at CFS', 'origin', 'beforeDeparture', -4),
        t('ECC', 'Export customs cleared', 'origin', 'beforeDeparture', -2),
        t('LOD', 'Loaded on vessel', 'origin', 'beforeDeparture', -1),
        t('DEP', 'Vessel departed', 'origin', 'departed', 0),
        ...(hasVia
          ? [t('TSA', 'Arrived at transshipment port', 'via', 'transit', 0), t('TSL', 'Loaded on connecting vessel', 'via', 'transit', 1), t('TSD', 'Departed transshipment port', 'via', 'transit', 2)]
          : []),
        t('ARR', 'Vessel arrived', 'destination', 'arrived', 0),
        t('DIS', fcl ? 'Container discharged' : 'Cargo discharged and unpacked at CFS', 'destination', 'afterArrival', 1),
        t('ICC', 'Import customs cleared', 'destination', 'afterArrival', 2),
        ...toConsignee(-1),
        ...(fcl ? [t('ERT', 'Empty container returned', 'destination', 'afterDelivery', 2)] : []),
      ];
    case 'AIR':
      return [
        t('BKD', 'Booking confirmed', 'origin', 'booked', 0),
        t('RCS', 'Cargo received at origin warehouse', 'origin', 'beforeDeparture', -2),
        t('ECC', 'Export customs cleared', 'origin', 'beforeDeparture', -1),
        t('SCR', 'Security screened', 'origin', 'beforeDeparture', -1),
        t('MAN', 'Manifested on flight', 'origin', 'beforeDeparture', 0),
        t('DEP', 'Flight departed', 'origin', 'departed', 0),
        ...(hasVia ? [t('TSA', 'Arrived at hub airport', 'via', 'transit', 0), t('TSD', 'Departed hub airport', 'via', 'transit', 0)] : []),
        t('ARR', 'Flight arrived', 'destination', 'arrived', 0),
        t('RCF', 'Received at import warehouse', 'destination', 'afterArrival', 0),
        t('ICC', 'Import customs cleared', 'destination', 'afterArrival', 1),
        ...toConsignee(0),
      ];
    case 'MUL':
      return [
        t('BKD', 'Booking confirmed', 'origin', 'booked', 0),
        ...(fcl ? [t('EMP', 'Empty container released to shipper', 'origin', 'beforeDeparture', -5)] : []),
        t('RCV', 'Cargo received at rail terminal', 'origin', 'beforeDeparture', -3),
        t('ECC', 'Export customs cleared', 'origin', 'beforeDeparture', -1),
        t('LOD', 'Loaded on train', 'origin', 'beforeDeparture', 0),
        t('DEP', 'Train departed', 'origin', 'departed', 0),
        ...(hasVia
          ? [t('TSA', 'Arrived at gauge-change terminal', 'via', 'transit', 0), t('GCH', 'Transferred to standard-gauge wagons', 'via', 'transit', 1), t('TSD', 'Departed gauge-change terminal', 'via', 'transit', 2)]
          : []),
        t('ARR', 'Train arrived', 'destination', 'arrived', 0),
        t('DIS', 'Unloaded at terminal', 'destination', 'afterArrival', 0),
        t('ICC', 'Import customs cleared', 'destination', 'afterArrival', 1),
        ...toConsignee(-1),
      ];
    case 'ROA':
      return [
        t('BKD', 'Booking confirmed', 'origin', 'booked', 0),
        t('ORD', 'Transport order accepted by carrier', 'origin', 'beforeDeparture', -2),
        t('TRK', 'Truck and driver assigned', 'origin', 'beforeDeparture', -1),
        t('PUA', 'Arrived at pick-up address', 'origin', 'beforeDeparture', 0),
        t('LOD', 'Loaded', 'origin', 'beforeDeparture', 0),
        t('DEP', 'Departed from shipper', 'origin', 'departed', 0),
        t('ARR', 'Arrived at delivery address', 'destination', 'arrived', 0),
        t('DLV', 'Unloaded and delivered', 'destination', 'delivered', 0),
        t('POD', 'Proof of delivery received', 'destination', 'afterDelivery', 1),
      ];
  }
}

const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);

function interpolate(from: string, to: string, share: number): string {
  const days = daysBetween(from, to) ?? 0;
  return addDays(from, Math.round(days * share));
}

/** The milestones of a planned shipment (one with an ETD and ETA); [] otherwise. */
export function shipmentMilestones(row: MilestoneRow, places: MilestonePlaces, today: string): Milestone[] {
  if (!row.etd || !row.eta) return [];
  const random = new Random(`milestones/${row.shipmentid}`);
  const hasVia = places.via !== null;
  const [lo, hi] = ON_CARRIAGE_PLAN[row.modality];
  const onCarriage = random.int(lo, hi);

  // Planned anchors, then the actual or latest estimated ones.
  const plannedDep = row.etd;
  const plannedArr = row.eta;
  const plannedDel = addDays(plannedArr, onCarriage);
  const dep = row.atd ?? (row.etd > today ? row.etd : addDays(today, 1));
  const arr = row.ata ?? max(row.arrival_estimate ?? row.eta, addDays(dep, 1));
  const del = row.delivered_at ?? max(addDays(arr, onCarriage), row.ata ? today : arr);

  const happened: Record<Gate, (date: string) => boolean> = {
    booked: () => true,
    beforeDeparture: (d) => !!row.atd || d <= today,
    departed: () => !!row.atd,
    transit: (d) => !!row.ata || (!!row.atd && d <= today),
    arrived: () => !!row.ata,
    afterArrival: (d) => !!row.delivered_at || (!!row.ata && d <= today),
    delivered: () => !!row.delivered_at,
    afterDelivery: (d) => !!row.delivered_at && d <= today,
  };

  const placeOf = (p: Template['place']): { place: string; locode: string | null } => {
    switch (p) {
      case 'origin':
        return { place: row.loadport ?? `${places.origin.name}, ${places.origin.city}`, locode: places.origin.locode };
      case 'via':
        return { place: `${places.via!.name}, ${places.via!.country}`, locode: places.via!.locode };
      case 'destination':
        return { place: row.dischargeport ?? `${places.destination.name}, ${places.destination.city}`, locode: places.destination.locode };
      case 'consignee':
        return places.delivery
          ? { place: `${places.delivery.name}, ${places.delivery.country}`, locode: places.delivery.locode }
          : { place: `Consignee near ${places.destination.city}, ${places.destination.country}`, locode: null };
    }
  };

  const booked = min(row.created_at.slice(0, 10), addDays(plannedDep, -7));
  const out: Milestone[] = [];
  let stillActual = true;
  let lastPlanned = '';
  let lastDate = '';
  // Each gate's planned day and its actual or estimated day, from the anchors; the small slips
  // are drawn from the shipment's own stream in template order, so a story never changes.
  const slip = (weights: [number, number][]) => random.weighted(weights);
  const datesOf: Record<Gate, (offset: number) => [planned: string, date: string]> = {
    booked: () => [booked, booked],
    // Cargo work at origin mostly keeps its plan; now and then a day slips.
    beforeDeparture: (offset) => {
      const planned = addDays(plannedDep, offset);
      return [planned, min(addDays(planned, slip([[0, 80], [1, 15], [-1, 5]])), dep)];
    },
    departed: () => [plannedDep, dep],
    transit: (offset) => [
      min(addDays(interpolate(plannedDep, plannedArr, places.viaShare), offset), plannedArr),
      min(addDays(interpolate(dep, arr, places.viaShare), offset), arr),
    ],
    arrived: () => [plannedArr, arr],
    afterArrival: (offset) => [addDays(plannedArr, offset), min(addDays(arr, offset + slip([[0, 75], [1, 20], [2, 5]])), del)],
    delivered: (offset) => [addDays(plannedDel, offset), addDays(del, offset)],
    afterDelivery: (offset) => [addDays(plannedDel, offset), addDays(del, offset + slip([[0, 70], [1, 25], [3, 5]]))],
  };
  for (const tpl of templates(row, hasVia)) {
    let [planned, date] = datesOf[tpl.gate](tpl.offset);
    // Events follow each other: no event before the one it comes after.
    planned = max(planned, lastPlanned);
    date = max(date, lastDate);
    const actual = stillActual && happened[tpl.gate](date) && date <= today;
    // What has not happened cannot be expected in the past.
    if (!actual) date = max(date, today);
    if (!actual) stillActual = false;
    lastPlanned = planned;
    lastDate = date;
    const delayDays = daysBetween(planned, date) ?? 0;
    out.push({ code: tpl.code, label: tpl.label, ...placeOf(tpl.place), planned, date, state: actual ? 'actual' : 'estimated', delayDays, late: delayDays > DELAY_THRESHOLD_DAYS });
  }
  return out;
}
