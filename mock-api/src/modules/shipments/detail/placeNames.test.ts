import { viaOf } from './legs';
import { seaportName } from '../../../geography/places';

// A port whose own name says it keeps that name,
// as a shipment's end and as the hub it is transshipped through.
test('a seaport is "Port of" its name, unless its name already says port', () => {
  expect(seaportName('Rotterdam')).toBe('Port of Rotterdam');
  expect(seaportName('Port Klang')).toBe('Port Klang');
  expect(seaportName('Port Said')).toBe('Port Said');
  expect(seaportName('Portland')).toBe('Port of Portland');
});

test('a transshipment hub takes the same names', () => {
  expect(viaOf({ via: 'EGPSD', modality: 'SEA' })?.name).toBe('Port Said');
  expect(viaOf({ via: 'SGSIN', modality: 'SEA' })?.name).toBe('Port of Singapore');
});
