import { COUNTRIES } from '../geography/places';
import type { SeedContext } from './context';
import { benchmarkAgents, worldAgents, type LocationSeed } from './networks/agents';
import { OFFICES, officeContact } from './networks/offices';

/**
 * The ~9 offices of the contact page (Meridian Freight's own, type 'Company') and a world network
 * of about 150 agents at real ports, airports and hubs, a few without coordinates.
 * SEED_SCALE=large grows the network to 10 000 locations for the map's benchmark.
 */
const LARGE_NETWORK_SIZE = 10_000;

const INSERT = `INSERT INTO network_locations
  (name, address, city, country, contact, unlocode, latitude, longitude, type, role, continent, created_at, created_by, updated_at, updated_by)
  VALUES (@name, @address, @city, @country, @contact, @unlocode, @latitude, @longitude, @type, @role, @continent, @at, @by, @at, @by)`;

function officeLocations(): LocationSeed[] {
  return OFFICES.map((o) => ({
    name: o.name,
    address: o.address,
    city: o.city,
    country: o.country,
    contact: officeContact(o),
    unlocode: o.unlocode,
    latitude: o.latitude,
    longitude: o.longitude,
    type: 'Company',
    role: o.role,
    continent: COUNTRIES[o.country].continent,
  }));
}

export async function seed({ db, random, scale, today, users }: SeedContext): Promise<void> {
  const admin = users.find((u) => u.role === 'admin')?.id ?? null;
  const at = new Date(today.getTime() - 400 * 86_400_000).toISOString();
  const base = [...officeLocations(), ...worldAgents(random.fork('agents'))];
  await db.tx(async () => {
    for (const location of base) await db.run(INSERT, { ...location, at, by: admin });
    if (scale === 'large') {
      for (const location of benchmarkAgents(random.fork('benchmark'), LARGE_NETWORK_SIZE - base.length)) await db.run(INSERT, { ...location, at, by: admin });
    }
  });
}
