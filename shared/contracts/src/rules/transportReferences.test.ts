import { SERIALS, airWaybill, billOfLading, bookingSerial, cmrNumber, containerCheckDigit, containerNumber, feedSerial, isAirWaybill, isContainerNumber, type NumberKind } from './transportReferences';

describe('transport document numbers', () => {
  it('computes the ISO 6346 check digit of known container numbers', () => {
    // CSQU3054383 is the standard's own example; MSKU9070323 worked by hand (2808 mod 11 = 3).
    expect(['CSQU305438', 'MSKU907032'].map(containerCheckDigit)).toEqual([3, 3]);
    // A category letter past the skipped values: V counts 34, not 33.
    expect(containerCheckDigit('ABCV000000')).toBe((10 + 12 * 2 + 13 * 4 + 34 * 8) % 11 % 10);
    expect(containerNumber('CSQ', 305438)).toBe('CSQU3054383');
  });

  it('accepts a container number only with its right check digit, spaces as typed allowed', () => {
    expect(isContainerNumber('CSQU3054383')).toBe(true);
    expect(isContainerNumber('csqu 305438 3')).toBe(true);
    expect(isContainerNumber('CSQU3054384')).toBe(false);
    expect(isContainerNumber('CSQU305438')).toBe(false);
    expect(isContainerNumber('CS1U3054383')).toBe(false);
  });

  it('writes an air waybill with its mod-7 check digit and checks one', () => {
    expect(airWaybill('020', 1234567)).toBe('020-12345675');
    expect(airWaybill('176', 7)).toBe('176-00000070');
    expect(isAirWaybill('020-12345675')).toBe(true);
    expect(isAirWaybill('020-12345674')).toBe(false);
    expect(isAirWaybill('02012345675')).toBe(false);
  });

  it('writes bills of lading and CMR numbers in the carrier’s and the year’s numbering', () => {
    expect(billOfLading('MSC', '26', 123456)).toBe('MSCU260123456');
    expect(cmrNumber('26', 12345)).toBe('CMR26012345');
  });

  it('gives the feed a serial per shipment, each once, in the lower half; a booking draws in the upper half', () => {
    for (const kind of Object.keys(SERIALS) as NumberKind[]) {
      const half = SERIALS[kind] / 2;
      // The whole of the smaller spaces, and the large seed's 137 785 shipments of the larger ones.
      const count = Math.min(half, 200_000);
      const seen = new Set<number>();
      for (let seq = 1; seq <= count; seq++) seen.add(feedSerial(kind, seq));
      expect(seen.size).toBe(count);
      expect([...seen].every((serial) => Number.isInteger(serial) && serial >= 0 && serial < half)).toBe(true);
      expect(() => feedSerial(kind, half + 1)).toThrow(RangeError);
      expect(bookingSerial(kind, () => 0)).toBe(half);
      expect(bookingSerial(kind, (n) => n - 1)).toBe(SERIALS[kind] - 1);
    }
  });
});
