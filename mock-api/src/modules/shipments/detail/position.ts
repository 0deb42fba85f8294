import type { Milestone, ShipmentPlace } from '@portal/contracts/shipments';
import { daysBetween } from '@portal/contracts/rules/shipmentDelay';
import { alongLine, lineLengthKm, type LonLat } from '@portal/contracts/map/geodesy';

/**
 * Where the cargo is on the feed's day, in coordinates and words: at the origin until the main
 * carriage departs, at the hub between arriving there and leaving, along the line of the
 * main carriage in proportion to the days sailed (flown, driven) of the days it takes, and at
 * the arrival place once arrived.
 */
export interface PositionInput {
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  via: ShipmentPlace | null;
  /** The consignee's town, where the on-carriage ends (null: none recorded). */
  delivery?: ShipmentPlace | null;
  /** The main carriage's legs' lines, origin to destination. */
  mainLine: LonLat[];
  milestones: readonly Milestone[];
  today: string;
  /** The share of mainLine's length at the hub (0 without one). */
  viaFraction: number;
}

export interface Position {
  coordinates: LonLat;
  /** 0..1 along the main carriage's line. */
  fraction: number;
  text: string;
}

const at = (p: ShipmentPlace): LonLat => [p.lon, p.lat];
const actual = (m: readonly Milestone[], code: string) => m.find((e) => e.code === code && e.state === 'actual');
const find = (m: readonly Milestone[], code: string) => m.find((e) => e.code === code);

export function currentPosition({ origin, destination, via, delivery, mainLine, milestones, today, viaFraction }: PositionInput): Position {
  if (actual(milestones, 'DLV')) {
    return delivery
      ? { coordinates: at(delivery), fraction: 1, text: `Delivered to the consignee in ${delivery.city}, ${delivery.country}` }
      : { coordinates: at(destination), fraction: 1, text: `Delivered to the consignee near ${destination.city}` };
  }
  if (delivery && actual(milestones, 'OFD')) return { coordinates: at(destination), fraction: 1, text: `Out for delivery from ${destination.name} to ${delivery.city}` };
  if (actual(milestones, 'ARR')) return { coordinates: at(destination), fraction: 1, text: `At ${destination.name}, ${destination.country}` };
  const departed = actual(milestones, 'DEP');
  if (!departed) return { coordinates: at(origin), fraction: 0, text: `At origin, ${origin.name}, ${origin.country}: not yet departed` };
  if (via && actual(milestones, 'TSA') && !actual(milestones, 'TSD')) return { coordinates: at(via), fraction: viaFraction, text: `At ${via.name}, ${via.country}` };
  const arrival = find(milestones, 'ARR');
  const total = daysBetween(departed.date, arrival?.date) ?? 1;
  const done = daysBetween(departed.date, today) ?? 0;
  const share = Math.min(0.97, Math.max(0.03, done / Math.max(1, total)));
  // Never drawn behind the hub once it has been left, nor ahead of it before.
  const fraction = via ? (actual(milestones, 'TSD') ? Math.max(share, viaFraction + 0.01) : Math.min(share, viaFraction - 0.01)) : share;
  return { coordinates: alongLine(mainLine, fraction), fraction, text: `In transit to ${destination.name}, ${destination.country}` };
}

/** The share of a line's length up to the end of its first `leg` points (the hub). */
export function fractionAt(line: readonly LonLat[], firstLegLength: number): number {
  const total = lineLengthKm([...line]);
  return total > 0 ? Math.min(1, firstLegLength / total) : 0;
}
