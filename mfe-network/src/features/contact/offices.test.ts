import type { NetworkLocation } from '@portal/shared';
import { officesOf } from './offices';

const place = (id: number, type: string, role: string, city: string): NetworkLocation => ({
  id,
  name: city,
  address: '',
  city,
  country: 'NL',
  contact: '',
  unlocode: '',
  latitude: null,
  longitude: null,
  type,
  role,
  continent: 'Europe',
});

describe('officesOf', () => {
  it("keeps the forwarder's offices, headquarters first, then in the order entered", () => {
    const offices = officesOf([
      place(3, 'Company', 'Office', 'Hilversum'),
      place(1, 'Agent', 'Office', 'Antwerpen'),
      place(2, 'Company', 'Office', 'Rotterdam'),
      place(7, 'Company', 'Headquarters', 'Utrecht'),
      place(5, 'Company', 'Warehouse', 'Venlo'),
    ]);
    expect(offices.map((o) => o.city)).toEqual(['Utrecht', 'Rotterdam', 'Hilversum']);
  });
});
