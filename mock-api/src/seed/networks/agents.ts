/**
 * The world network of agents: one partner per real port, airport, inland hub and rail terminal
 * of places.ts (where Meridian has no office of its own for that trade), plus a few agents whose
 * coordinates are not known yet: the map skips those, the list still shows them.
 */
import { COUNTRIES, PLACES, type Place, type PlaceKind } from '../../geography/places';
import type { Random } from '../../core/random';
import { agentEmail, agentName, agentPhone, agentStreet, type AgentRole } from './agentNames';
import { OFFICES } from './offices';

export interface LocationSeed {
  name: string;
  address: string;
  city: string;
  country: string;
  contact: string;
  unlocode: string | null;
  latitude: number | null;
  longitude: number | null;
  type: 'Company' | 'Agent';
  role: string;
  continent: string;
}

const INLAND_ROLES: readonly AgentRole[] = ['Road transport', 'Warehouse', 'Customs'];

function roleFor(kind: PlaceKind, index: number): AgentRole {
  if (kind === 'seaport') return 'Sea freight';
  if (kind === 'airport') return 'Air freight';
  if (kind === 'rail') return 'Rail';
  return INLAND_ROLES[index % INLAND_ROLES.length];
}

/** An airport's place name is the airport; its city is the city's own name in places.ts, if any. */
function cityOf(place: Place): string {
  if (place.kind !== 'airport') return place.name;
  const city = PLACES.find((p) => p.locode === place.locode && p.kind !== 'airport');
  return city?.name ?? place.name.replace(/ (International )?Airport$/, '').split(' ')[0];
}

function agentFromPlace(random: Random, place: Place, role: AgentRole, jitter = 0): LocationSeed {
  const city = cityOf(place);
  const name = agentName(random, role, city, place.countryCode);
  // An agent sits near the terminal, not on the quay: a few kilometres off (and more for benchmark copies).
  const spread = 0.02 + jitter;
  return {
    name,
    address: agentStreet(random, place.countryCode),
    city,
    country: place.countryCode,
    contact: `${agentPhone(random, place.countryCode)} · ${agentEmail(random, name, place.countryCode)}`,
    unlocode: place.locode,
    latitude: round(clamp(place.latitude + random.float(-spread, spread), -85, 85)),
    longitude: round(clamp(place.longitude + random.float(-spread, spread), -180, 180)),
    type: 'Agent',
    role,
    continent: place.continent,
  };
}

/** Places where Meridian already has its own office for that kind of trade get no agent. */
function coveredByOffice(place: Place): boolean {
  return OFFICES.some((o) => o.unlocode === place.locode) && place.kind !== 'rail';
}

export function worldAgents(random: Random): LocationSeed[] {
  const names = new Set<string>();
  const agents = PLACES.filter((p) => !coveredByOffice(p)).map((place, i) => {
    // Two partners with one name would confuse the list: draw again (a handful of tries is plenty).
    let agent = agentFromPlace(random, place, roleFor(place.kind, i));
    for (let tries = 0; names.has(agent.name) && tries < 5; tries++) agent = agentFromPlace(random, place, roleFor(place.kind, i));
    names.add(agent.name);
    return agent;
  });
  return [...agents, ...withoutCoordinates(random)];
}

/** Agents signed recently, whose sites have not been geocoded yet. */
function withoutCoordinates(random: Random): LocationSeed[] {
  const pending: Array<[string, string, string, string, AgentRole]> = [
    ['TRIZM', 'Izmir', 'TR', 'Europe', 'Sea freight'],
    ['PLLCJ', 'Łódź', 'PL', 'Europe', 'Road transport'],
    ['BDCGP', 'Chittagong', 'BD', 'Asia', 'Sea freight'],
    ['CIABJ', 'Abidjan', 'CI', 'Africa', 'Sea freight'],
    ['USDAL', 'Dallas', 'US', 'America', 'Air freight'],
  ];
  return pending.map(([unlocode, city, country, continent, role]) => {
    const name = agentName(random, role, city, country);
    return {
      name,
      address: agentStreet(random, country),
      city,
      country,
      contact: `${agentPhone(random, country)} · ${agentEmail(random, name, country)}`,
      unlocode,
      latitude: null,
      longitude: null,
      type: 'Agent',
      role,
      continent: COUNTRIES[country]?.continent ?? continent,
    };
  });
}

/** SEED_SCALE=large: more partners around the same real places until the network has `total` locations. */
export function* benchmarkAgents(random: Random, count: number): Generator<LocationSeed> {
  const roles: readonly AgentRole[] = ['Sea freight', 'Air freight', 'Road transport', 'Rail', 'Customs', 'Warehouse'];
  for (let i = 0; i < count; i++) yield agentFromPlace(random, random.pick(PLACES), random.pick(roles), 0.8);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1e5) / 1e5;
