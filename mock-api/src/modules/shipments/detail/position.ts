import type { Milestone, ShipmentPlace } from '@portal/contracts/shipments';
import { carriagePlace } from '@portal/contracts/rules/shipmentPosition';
import { alongLine, lineLengthKm, type LonLat } from '@portal/contracts/map/geodesy';

/**
 * Where the cargo is on the feed's day, in coordinates and words, by the one rule of
 * `carriagePlace` (its milestones decide): at the origin until the main carriage departs, at
 * the hub between arriving there and leaving, along the line between them by the days of the
 * leg, at the arrival place once arrived, and with the consignee once delivered.
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
const actual = (m: readonly Milestone[], code: string) => m.some((e) => e.code === code && e.state === 'actual');

export function currentPosition({ origin, destination, via, delivery, mainLine, milestones, today, viaFraction }: PositionInput): Position {
  if (actual(milestones, 'DLV')) {
    return delivery
      ? { coordinates: at(delivery), fraction: 1, text: `Delivered to the consignee in ${delivery.city}, ${delivery.country}` }
      : { coordinates: at(destination), fraction: 1, text: `Delivered to the consignee near ${destination.city}` };
  }
  if (delivery && actual(milestones, 'OFD')) return { coordinates: at(destination), fraction: 1, text: `Out for delivery from ${destination.name} to ${delivery.city}` };
  const place = carriagePlace(milestones, today, via ? viaFraction : 0);
  switch (place.phase) {
    case 'arrived':
      return { coordinates: at(destination), fraction: 1, text: `At ${destination.name}, ${destination.country}` };
    case 'origin':
      return { coordinates: at(origin), fraction: 0, text: `At origin, ${origin.name}, ${origin.country}: not yet departed` };
    case 'hub':
      return { coordinates: at(via!), fraction: place.fraction, text: `At ${via!.name}, ${via!.country}` };
    case 'underway':
      return { coordinates: alongLine(mainLine, place.fraction), fraction: place.fraction, text: `In transit to ${destination.name}, ${destination.country}` };
  }
}

/** The share of a line's length up to the end of its first `leg` points (the hub). */
export function fractionAt(line: readonly LonLat[], firstLegLength: number): number {
  const total = lineLengthKm([...line]);
  return total > 0 ? Math.min(1, firstLegLength / total) : 0;
}
