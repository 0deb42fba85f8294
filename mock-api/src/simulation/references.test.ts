import { containerCheckDigit } from '@portal/contracts/rules/transportReferences';
import { shipmentReferences } from './references';

/** The generated references pass the checks real ones are held to. */
it('gives sea shipments a valid container and a bill of lading, air an air waybill with its mod-7 check digit, road a CMR number', () => {
  for (let seq = 1; seq <= 200; seq++) {
    const id = String(seq).padStart(6, '0');
    const sea = shipmentReferences('SEA', `SEA26-${id}`);
    expect(sea.container_number).toMatch(/^[A-Z]{3}U\d{7}$/);
    expect(Number(sea.container_number!.slice(10))).toBe(containerCheckDigit(sea.container_number!.slice(0, 10)));
    expect(sea.bill_of_lading).toMatch(/^[A-Z]{3}U26\d{7}$/);
    const air = shipmentReferences('AIR', `AIR26-${id}`);
    expect(air.air_waybill).toMatch(/^\d{3}-\d{8}$/);
    const serial = Number(air.air_waybill!.slice(4, 11));
    expect(Number(air.air_waybill!.slice(11))).toBe(serial % 7);
    expect(shipmentReferences('ROA', `ROA26-${id}`)).toMatchObject({ cmr_number: expect.stringMatching(/^CMR26\d{6}$/), container_number: null, air_waybill: null });
    expect(shipmentReferences('MUL', `MUL26-${id}`)).toMatchObject({ container_number: expect.stringMatching(/^[A-Z]{3}U\d{7}$/), bill_of_lading: null });
  }
  expect(shipmentReferences('SEA', 'SEA26-000001')).toEqual(shipmentReferences('SEA', 'SEA26-000001'));
});

it('gives every shipment of the feed numbers of its own, kept when its reference moves to another year', () => {
  const containers = new Set<string>();
  for (let seq = 1; seq <= 20_000; seq++) containers.add(shipmentReferences(seq % 2 ? 'SEA' : 'MUL', `${seq % 2 ? 'SEA' : 'MUL'}26-${String(seq).padStart(6, '0')}`).container_number!);
  expect(containers.size).toBe(20_000);
  expect(shipmentReferences('SEA', 'SEA25-000042').container_number).toBe(shipmentReferences('SEA', 'SEA26-000042').container_number);
  expect(shipmentReferences('AIR', 'AIR25-000042').air_waybill).toBe(shipmentReferences('AIR', 'AIR26-000042').air_waybill);
});
