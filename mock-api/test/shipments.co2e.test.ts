import { distanceKm } from '@portal/shared/map/geodesy';
import { AIR_LONG, AIR_MEDIUM, AIR_SHORT, intensityFor, legCo2eKg, RAIL_FREIGHT, ROAD_TRUCK, SEA_CONTAINER, shipmentEmissions, type LegInput } from '../src/modules/shipments/detail/emissions';
import { chainLegs, type ChainRow } from '../src/modules/shipments/detail/legs';
import { tabulatedSeaKm } from '../src/modules/shipments/detail/legRoute';
import { routeBetween } from '../src/modules/shipments/routing';
import { findPlace } from '../src/seed/data/places';

/**
 * CO₂e by the GLEC Framework / ISO 14083 method: distance × mass × default intensity per leg,
 * worked out by hand below (kg = km × t × g/t-km ÷ 1000). These are our own examples of the
 * method: no worked example published by the GLEC Framework or ISO 14083 could be read offline
 * to reproduce here (docs/shipments.md, "CO₂e").
 */
jest.setTimeout(60_000);

const leg = (mode: LegInput['mode'], distanceKm: number): LegInput => ({ mode, from: 'A', to: 'B', distanceKm, distanceMethod: 'test', coordinates: [] });

describe('the GLEC default intensities', () => {
  it('are the well-to-wheel defaults per mode, air by the length of the flight', () => {
    expect(SEA_CONTAINER.factor).toBe(7.6); // 76 g/TEU-km at 10 t per TEU
    expect(ROAD_TRUCK.factor).toBe(92);
    expect(RAIL_FREIGHT.factor).toBe(28);
    expect([intensityFor('air', 800), intensityFor('air', 1000), intensityFor('air', 3700), intensityFor('air', 3701)]).toEqual([AIR_SHORT, AIR_MEDIUM, AIR_MEDIUM, AIR_LONG]);
    expect([AIR_SHORT.factor, AIR_MEDIUM.factor, AIR_LONG.factor]).toEqual([1130, 700, 630]);
    for (const i of [SEA_CONTAINER, ROAD_TRUCK, RAIL_FREIGHT, AIR_SHORT, AIR_MEDIUM, AIR_LONG]) expect(i.source).toMatch(/GLEC Framework/);
  });

  it('say, figure by figure, that they are not yet checked against the published table, and the page gets that flag', () => {
    for (const i of [SEA_CONTAINER, ROAD_TRUCK, RAIL_FREIGHT, AIR_SHORT, AIR_MEDIUM, AIR_LONG]) {
      expect(i.checked).toBe(false);
      expect(i.source).toMatch(/well-to-wheel/);
      expect(i.source).toMatch(/not yet checked/);
    }
    expect(shipmentEmissions([leg('road', 10)], 1_000).legs[0]).toMatchObject({ factorChecked: false, factorSource: ROAD_TRUCK.source });
  });
});

describe('worked examples', () => {
  it('a 40-foot container of 20 t over 19,600 km of sea lanes: 19,600 × 20 × 7.6 ÷ 1000 = 2,979.2 kg', () => {
    expect(legCo2eKg(19_600, 20, 7.6)).toBeCloseTo(2979.2, 6);
    expect(shipmentEmissions([leg('sea', 19_600)], 20_000).totalKg).toBe(2979.2);
  });

  it('2 t flown 9,000 km great circle: (9,000 + 95) × 2 × 630 ÷ 1000 = 11,459.7 kg', () => {
    expect(shipmentEmissions([leg('air', 9_095)], 2_000)).toMatchObject({ totalKg: 11_459.7, legs: [{ distanceKm: 9095, tonnes: 2, factor: 630, co2eKg: 11_459.7 }] });
  });

  it('1.5 t by truck over 600 km: 600 × 1.5 × 92 ÷ 1000 = 82.8 kg; a short flight of 0.25 t over 700 km: 700 × 0.25 × 1130 ÷ 1000 = 197.75 kg', () => {
    expect(shipmentEmissions([leg('road', 600)], 1_500).totalKg).toBe(82.8);
    expect(shipmentEmissions([leg('air', 700)], 250).totalKg).toBe(197.8);
  });

  it('a chain sums its legs: 12 t by sea 16,000 km (1,459.2 kg), rail 1,000 km (336 kg) and truck 150 km (165.6 kg) = 1,960.8 kg', () => {
    const out = shipmentEmissions([leg('sea', 16_000), leg('rail', 1_000), leg('road', 150)], 12_000);
    expect(out.legs.map((l) => l.co2eKg)).toEqual([1459.2, 336, 165.6]);
    expect(out.totalKg).toBe(1960.8);
    expect(out.method).toMatch(/ISO 14083/);
  });
});

describe('distances per leg', () => {
  const place = (locode: string, kind: 'seaport' | 'airport' | 'inland' | 'rail') => findPlace(locode, kind)!;
  type Place = ReturnType<typeof place>;
  const row = (modality: ChainRow['modality'], from: Place, to: Place, via: string | null, delivery: Place | null): ChainRow => ({
    modality,
    departure: from.locode, departure_name: from.name, departure_city: from.name, departure_country: from.countryName, departure_lat: from.latitude, departure_long: from.longitude,
    arrival: to.locode, arrival_name: to.name, arrival_city: to.name, arrival_country: to.countryName, arrival_lat: to.latitude, arrival_long: to.longitude,
    via,
    delivery_place: delivery?.locode ?? null, delivery_name: delivery?.name ?? null, delivery_country: delivery?.countryName ?? null,
    delivery_lat: delivery?.latitude ?? null, delivery_long: delivery?.longitude ?? null,
  });

  it('air: great circle + 95 km, then the truck to the consignee’s town, drawn and measured like any road leg', () => {
    const [fra, hkg, shenzhen] = [place('DEFRA', 'airport'), place('HKHKG', 'airport'), place('CNSZX', 'airport')];
    const legs = chainLegs(row('AIR', fra, hkg, null, shenzhen));
    const gcd = distanceKm([fra.longitude, fra.latitude], [hkg.longitude, hkg.latitude]);
    expect(legs.map((l) => [l.mode, l.from, l.to])).toEqual([['air', fra.name, hkg.name], ['road', hkg.name, `Consignee, ${shenzhen.name}`]]);
    expect(legs[0].distanceKm).toBeCloseTo(gcd + 95, 0);
    const truck = distanceKm([hkg.longitude, hkg.latitude], [shenzhen.longitude, shenzhen.latitude]) * 1.2;
    expect(Math.abs(legs[1].distanceKm - truck)).toBeLessThan(1.5);
    // The on-carriage has a line from the airport to the consignee's town.
    expect(legs[1].coordinates[0]).toEqual([expect.closeTo(hkg.longitude, 2), expect.closeTo(hkg.latitude, 2)]);
    expect(legs[1].coordinates.at(-1)).toEqual([expect.closeTo(shenzhen.longitude, 2), expect.closeTo(shenzhen.latitude, 2)]);
  });

  it('no delivery place, no on-carriage leg (road shipments end at the delivery address)', () => {
    const [fra, hkg] = [place('DEFRA', 'airport'), place('HKHKG', 'airport')];
    expect(chainLegs(row('AIR', fra, hkg, null, null)).map((l) => l.mode)).toEqual(['air']);
  });

  it('sea: the routing module’s sea-lane distance, tabulated for the feed, through the hub when there is one', () => {
    const [sha, rtm, sin] = [place('CNSHA', 'seaport'), place('NLRTM', 'seaport'), place('SGSIN', 'seaport')];
    const utrecht = place('NLUTC', 'inland');
    const legs = chainLegs(row('SEA', sha, rtm, 'SGSIN', utrecht));
    expect(legs.map((l) => [l.mode, l.from, l.to])).toEqual([['sea', sha.name, 'Port of Singapore'], ['sea', 'Port of Singapore', rtm.name], ['road', rtm.name, `Consignee, ${utrecht.name}`]]);
    for (const [a, b] of [[sha, sin], [sin, rtm], [sha, rtm]]) {
      const routed = routeBetween('SEA', { lat: a.latitude, lon: a.longitude }, { lat: b.latitude, lon: b.longitude }).distanceKm;
      expect({ pair: `${a.locode}-${b.locode}`, km: tabulatedSeaKm(a.locode, b.locode) }).toEqual({ pair: `${a.locode}-${b.locode}`, km: routed });
    }
    // Shanghai–Rotterdam by sea is far longer than the great circle (via Malacca and Suez).
    expect(legs[0].distanceKm + legs[1].distanceKm).toBeGreaterThan(1.9 * distanceKm([sha.longitude, sha.latitude], [rtm.longitude, rtm.latitude]));
    expect(legs[0].coordinates.length).toBeGreaterThan(2);
    expect(chainLegs(row('SEA', sha, rtm, null, null), { geometry: false })[0].coordinates).toEqual([]);
  });

  it('road and rail: great circle × 1.2, and the method says so', () => {
    const [ams, mil] = [place('NLUTC', 'inland'), place('ITMIL', 'inland')];
    const [road] = chainLegs(row('ROA', ams, mil, null, null));
    // The routing module gives whole kilometres.
    expect(Math.abs(road.distanceKm - distanceKm([ams.longitude, ams.latitude], [mil.longitude, mil.latitude]) * 1.2)).toBeLessThan(1.5);
    expect(road.distanceMethod).toMatch(/× 1\.2/);
  });
});
