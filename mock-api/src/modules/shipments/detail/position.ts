import type { Milestone, ShipmentPlace } from '@portal/shared';
import { daysBetween } from '@portal/shared/rules/shipmentDelay';
import { alongLine, type LonLat } from './geo';

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
  /** The main carriage's legs' lines, origin to destination. */
  mainLine: LonLat[];
  milestones: readonly Milestone[];
  today: string;
}

const at = (p: ShipmentPlace): LonLat => [p.lon, p.lat];
const actual = (m: readonly Milestone[], code: string) => m.find((e) => e.code === code && e.state === 'actual');
const find = (m: readonly Milestone[], code: string) => m.find((e) => e.code === code);

export function currentPosition({ origin, destination, via, mainLine, milestones, today }: PositionInput): { coordinates: LonLat; text: string } {
  if (actual(milestones, 'DLV')) return { coordinates: at(destination), text: `Delivered to the consignee near ${destination.city}` };
  if (actual(milestones, 'ARR')) return { coordinates: at(destination), text: `At ${destination.name}, ${destination.country}` };
  const departed = actual(milestones, 'DEP');
  if (!departed) return { coordinates: at(origin), text: `At origin, ${origin.name}, ${origin.country}: not yet departed` };
  if (via && actual(milestones, 'TSA') && !actual(milestones, 'TSD')) return { coordinates: at(via), text: `At ${via.name}, ${via.country}` };
  const arrival = find(milestones, 'ARR');
  const total = daysBetween(departed.date, arrival?.date) ?? 1;
  const done = daysBetween(departed.date, today) ?? 0;
  const share = Math.min(0.97, Math.max(0.03, done / Math.max(1, total)));
  return { coordinates: alongLine(mainLine, share), text: `In transit to ${destination.name}, ${destination.country}` };
}
