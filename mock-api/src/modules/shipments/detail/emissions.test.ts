import { distanceKm } from '@portal/contracts/map/geodesy';
import { AIR_LONG, AIR_SHORT, AIR_SHORT_HAUL_LIMIT_KM, intensityFor, legCo2eKg, RAIL_FREIGHT, ROAD_TRUCK, SEA_CONTAINER, shipmentEmissions, type LegInput } from './emissions';
import { chainLegs, type ChainRow } from './legs';
import { tabulatedSeaKm } from './legRoute';
import { routeBetween } from '../../../geography/routing';
import { findPlace } from '../../../geography/places';

/**
 * CO₂e by the GLEC Framework / ISO 14083 method: distance × mass × default intensity per leg,
 * worked out by hand below (kg = km × t × g/t-km ÷ 1000). These are our own examples of the
 * method with the GLEC v3.2 defaults as quoted by secondary sources: no worked example published
 * by the GLEC Framework or ISO 14083 could be read here to reproduce (docs/shipments.md, "CO₂e").
 */
jest.setTimeout(60_000);

const leg = (mode: LegInput['mode'], distanceKm: number): LegInput => ({ mode, from: 'A', to: 'B', distanceKm, distanceMethod: 'test', coordinates: [] });
const ALL = [SEA_CONTAINER, ROAD_TRUCK, RAIL_FREIGHT, AIR_SHORT, AIR_LONG];

describe('the GLEC v3.2 default intensities', () => {
  it('are the well-to-wheel defaults per mode: WTT + TTW where the quote gives both, sea per TEU-km at 10 t per TEU', () => {
    expect(SEA_CONTAINER.factor).toBeCloseTo((12.7 + 59) / 10, 10); // 71.7 g/TEU-km, industry average, dry
    expect(AIR_SHORT.factor).toBe(234 + 1129);
    expect(AIR_LONG.factor).toBe(135 + 653);
    expect(ROAD_TRUCK.factor).toBe(101);
    expect(RAIL_FREIGHT.factor).toBe(30.7);
    for (const i of ALL) expect(i.source).toMatch(/^GLEC Framework v3\.2 \(Smart Freight Centre, Oct 2025\), Module 2, .*Table \d+.*p\. \d+.*well-to-wheel/);
    // Where the quote gives the split, the page shows it.
    expect(SEA_CONTAINER.source).toMatch(/WTT 12\.7 \+ TTW 59/);
    expect(AIR_SHORT.source).toMatch(/WTT 234 \+ TTW 1,129/);
    expect(AIR_LONG.source).toMatch(/WTT 135 \+ TTW 653/);
  });

  it('air has the two GLEC v3 bands by great-circle distance: up to 1,500 km and beyond', () => {
    expect(AIR_SHORT_HAUL_LIMIT_KM).toBe(1500);
    expect([intensityFor('air', 300), intensityFor('air', 1500), intensityFor('air', 1501), intensityFor('air', 12_000)]).toEqual([AIR_SHORT, AIR_SHORT, AIR_LONG, AIR_LONG]);
    expect([intensityFor('sea', 1), intensityFor('road', 1), intensityFor('rail', 1)]).toEqual([SEA_CONTAINER, ROAD_TRUCK, RAIL_FREIGHT]);
  });

  it('name the published source only (who quoted it stays in the docs), are flagged unchecked, and the page gets that flag', () => {
    for (const i of ALL) {
      expect(i.checked).toBe(false);
      expect(i.source).not.toMatch(/github|quoted|repositor|@[0-9a-f]{6}/i);
    }
    expect(shipmentEmissions([leg('road', 10)], 1_000).legs[0]).toMatchObject({ factorChecked: false, factorSource: ROAD_TRUCK.source, factorName: ROAD_TRUCK.name });
  });
});

describe('worked examples (ours, with the v3.2 defaults)', () => {
  it('a 40-foot container of 20 t over 19,600 km of sea lanes: 19,600 × 20 × 7.17 ÷ 1000 = 2,810.64 kg', () => {
    expect(legCo2eKg(19_600, 20, 7.17)).toBeCloseTo(2810.64, 6);
    expect(shipmentEmissions([leg('sea', 19_600)], 20_000).totalKg).toBe(2810.6);
  });

  it('2 t flown 9,000 km great circle, nothing added (the intensity carries the +95 km): 9,000 × 2 × 788 ÷ 1000 = 14,184 kg', () => {
    expect(shipmentEmissions([leg('air', 9_000)], 2_000)).toMatchObject({ totalKg: 14_184, legs: [{ distanceKm: 9000, tonnes: 2, factor: 788, co2eKg: 14_184 }] });
  });

  it('the air bands step at 1,500 km: 1 t over 1,200 km = 1,635.6 kg; 1 t over 1,600 km = 1,260.8 kg', () => {
    expect(shipmentEmissions([leg('air', 1_200)], 1_000).totalKg).toBe(1635.6);
    expect(shipmentEmissions([leg('air', 1_600)], 1_000).totalKg).toBe(1260.8);
  });

  it('1.5 t by truck over 600 km: 600 × 1.5 × 101 ÷ 1000 = 90.9 kg; a short flight of 0.25 t over 700 km: 700 × 0.25 × 1,363 ÷ 1000 = 238.525 kg', () => {
    expect(shipmentEmissions([leg('road', 600)], 1_500).totalKg).toBe(90.9);
    expect(shipmentEmissions([leg('air', 700)], 250).totalKg).toBe(238.5);
  });

  it('a chain sums its legs: 12 t by sea 16,000 km (1,376.64 kg), rail 1,000 km (368.4 kg) and truck 150 km (181.8 kg) = 1,926.84 kg', () => {
    const out = shipmentEmissions([leg('sea', 16_000), leg('rail', 1_000), leg('road', 150)], 12_000);
    expect(out.legs.map((l) => l.co2eKg)).toEqual([1376.6, 368.4, 181.8]);
    expect(out.totalKg).toBe(1926.8);
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

  it('air: the great circle alone (the GLEC v3.2 intensity includes the +95 km), then the truck to the consignee’s town, drawn and measured like any road leg', () => {
    const [fra, hkg, shenzhen] = [place('DEFRA', 'airport'), place('HKHKG', 'airport'), place('CNSZX', 'airport')];
    const legs = chainLegs(row('AIR', fra, hkg, null, shenzhen));
    const gcd = distanceKm([fra.longitude, fra.latitude], [hkg.longitude, hkg.latitude]);
    expect(legs.map((l) => [l.mode, l.from, l.to])).toEqual([['air', fra.name, hkg.name], ['road', hkg.name, `Consignee, ${shenzhen.name}`]]);
    expect(legs[0].distanceKm).toBeCloseTo(gcd, 0);
    expect(legs[0].distanceMethod).toBe('direct flight distance (the air intensity already allows 95 km for routing)');
    // Frankfurt–Hong Kong is a long-haul flight: the > 1,500 km band.
    expect(shipmentEmissions(legs, 1_000).legs[0].factor).toBe(AIR_LONG.factor);
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
