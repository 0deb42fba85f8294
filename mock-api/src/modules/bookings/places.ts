import type { Db } from '../../db';
import { distanceKm } from '@portal/contracts/map/geodesy';
import { addDays } from '@portal/contracts/dates/days';
import type { Modality } from '@portal/contracts/wire';

/**
 * Where a booked shipment starts and ends, from its quote's route: the port (or airport, or
 * terminal) when the quote names one, else the city in UN/LOCODE, else a located place of the
 * country, so the shipment page can draw it at once. And its planned days from that route.
 */
export interface Place {
  code: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  long: number;
}

interface UnlocodeRow {
  unlocode: string;
  name: string;
  country_name: string;
  latitude: number | string | null;
  longitude: number | string | null;
}

const COLUMNS = 'unlocode, name, country_name, latitude, longitude';

export async function placeOf(db: Db, side: { country: string; city: string | null; port: string | null }): Promise<Place> {
  const row =
    (side.port && (await db.get<UnlocodeRow>(`SELECT ${COLUMNS} FROM unlocodes WHERE unlocode = @code AND latitude IS NOT NULL`, { code: side.port }))) ||
    (side.city &&
      (await db.get<UnlocodeRow>(`SELECT ${COLUMNS} FROM unlocodes WHERE country = @country AND LOWER(name) = LOWER(CAST(@city AS TEXT)) AND latitude IS NOT NULL ORDER BY unlocode LIMIT 1`, {
        country: side.country,
        city: side.city,
      }))) ||
    (await db.get<UnlocodeRow>(`SELECT ${COLUMNS} FROM unlocodes WHERE country = @country AND latitude IS NOT NULL ORDER BY is_port DESC, unlocode LIMIT 1`, {
      country: side.country,
    }));
  if (!row) return { code: `${side.country}ZZZ`.slice(0, 5), name: side.city ?? side.country, city: side.city ?? side.country, country: side.country, lat: 0, long: 0 };
  return { code: row.unlocode, name: row.name, city: side.city ?? row.name, country: row.country_name, lat: Number(row.latitude), long: Number(row.longitude) };
}

/** Days from cargo ready to departure, and km covered a day, by mode: a forwarder's usual planning figures. */
const PLANNING: Record<Modality, { toDeparture: number; kmPerDay: number; handlingDays: number }> = {
  SEA: { toDeparture: 3, kmPerDay: 600, handlingDays: 3 },
  AIR: { toDeparture: 1, kmPerDay: 8000, handlingDays: 1 },
  MUL: { toDeparture: 2, kmPerDay: 500, handlingDays: 2 },
  ROA: { toDeparture: 0, kmPerDay: 600, handlingDays: 1 },
};

export function plannedDays(modality: Modality, cargoReady: string, from: Place, to: Place): { etd: string; eta: string } {
  const plan = PLANNING[modality];
  const km = distanceKm([from.long, from.lat], [to.long, to.lat]);
  const etd = addDays(cargoReady, plan.toDeparture);
  return { etd, eta: addDays(etd, plan.handlingDays + Math.ceil(km / plan.kmPerDay)) };
}
