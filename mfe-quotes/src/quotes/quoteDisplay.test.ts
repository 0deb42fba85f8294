import type { Quote } from '@portal/contracts/quotes';
import { changeLanguage, registerMessages, tFor } from '@portal/kit';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import { canCancel, canDownload, createdDay, destinationOf, incotermText, originOf, statusBadgeClass, statusText } from './quoteDisplay';

// The remote's own messages, as the portal registers them.
beforeAll(() => registerMessages('quotes', async (language) => ({ default: language === 'nl' ? nl : en })));
afterEach(() => changeLanguage('en'));
const t = () => tFor('quotes');

const quote = (over: Partial<Quote> = {}): Quote => ({
  quote_nr: 'Q-2026-0001',
  modality: 'SEA',
  inco_terms: 'FOB',
  inco_terms_location: 'Hamburg',
  expected_departure: '2026-12-01',
  quote_status: 'Requested',
  expired: false,
  can_download: false,
  customer: 'C10001',
  requestor_email: 'anna@example.com',
  created_at: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  origin_city: 'Hamburg',
  origin_country: 'DE',
  destination_city: '',
  destination_country: 'JP',
  goods_description: 'Machine parts',
  ...over,
});

describe('a listed quote’s places', () => {
  test('a city and its country’s name, without a port', () => {
    expect(originOf(quote({ origin_country_name: 'Germany' }), t())).toBe('Hamburg, Germany');
  });

  test('the country code when the list has no country name', () => {
    expect(originOf(quote(), t())).toBe('Hamburg, DE');
  });

  test('no city: the port’s own name and its code', () => {
    const q = quote({ destination_port: 'JPTYO', destination_port_name: 'Tokyo', destination_country_name: 'Japan' });
    expect(destinationOf(q, t())).toBe('Tokyo, Japan (JPTYO)');
  });

  test('a city served through another place’s port says via which', () => {
    const q = quote({ origin_city: 'Venlo', origin_country_name: 'Netherlands', origin_port: 'NLRTM', origin_port_name: 'Rotterdam' });
    expect(originOf(q, t())).toBe('Venlo, Netherlands (via Rotterdam, NLRTM)');
  });

  test('a city that is its port’s own place is not repeated (case aside)', () => {
    const q = quote({ origin_city: 'rotterdam', origin_country_name: 'Netherlands', origin_port: 'NLRTM', origin_port_name: 'Rotterdam' });
    expect(originOf(q, t())).toBe('rotterdam, Netherlands (NLRTM)');
  });

  test('the camel-case fields some lists carry are read too', () => {
    const q = quote({ origin_city: undefined as unknown as string, origin_country: undefined as unknown as string, originCity: 'Basel', originCountry: 'CH' });
    expect(originOf(q, t())).toBe('Basel, CH');
  });

  test('nothing known: a dash; only a port: the port', () => {
    expect(destinationOf(quote({ destination_country: '' }), t())).toBe('–');
    expect(destinationOf(quote({ destination_country: '', destination_port: 'USNYC' }), t())).toBe('USNYC');
  });
});

describe('what a quote offers', () => {
  test('an open request can be cancelled, not downloaded', () => {
    const q = quote();
    expect([canCancel(q), canDownload(q)]).toEqual([true, false]);
    expect(statusBadgeClass(q)).toBe('badge');
    expect(statusText(q, t())).toBe('Requested');
  });

  test('an offer can be downloaded, no longer cancelled', () => {
    const q = quote({ can_download: true, quote_status: 'Offered' });
    expect([canCancel(q), canDownload(q)]).toEqual([false, true]);
    expect(statusBadgeClass(q)).toBe('badge badge-success');
  });

  test('an expired quote offers nothing and says so', () => {
    for (const can_download of [false, true]) {
      const q = quote({ expired: true, can_download, quote_status: 'Offered' });
      expect([canCancel(q), canDownload(q)]).toEqual([false, false]);
      expect(statusBadgeClass(q)).toBe('badge badge-muted');
      expect(statusText(q, t())).toBe('Offered · expired');
    }
  });

  test('in Dutch: the status in words, "verlopen", "via" the port and the country’s Dutch name; the API’s place names as they are', async () => {
    await changeLanguage('nl');
    expect(statusText(quote({ expired: true, quote_status: 'Offered' }), t())).toBe('Aangeboden · verlopen');
    expect(statusText(quote({ quote_status: 'In progress' }), t())).toBe('In behandeling');
    const q = quote({ origin_city: 'Venlo', origin_country: 'NL', origin_country_name: 'Netherlands', origin_port: 'NLRTM', origin_port_name: 'Rotterdam' });
    expect(originOf(q, t())).toBe('Venlo, Nederland (via Rotterdam, NLRTM)');
    expect(destinationOf(quote({ destination_city: 'Osaka', destination_country: 'JP', destination_country_name: 'Japan' }), t())).toBe('Osaka, Japan');
    expect(originOf(quote({ origin_country: 'DE', origin_country_name: 'Germany' }), t())).toBe('Hamburg, Duitsland');
  });
});

test('the created date is the date part only, and the incoterm reads with its place', () => {
  expect(createdDay(quote())).toBe('2026-11-20');
  expect(createdDay(quote({ created_at: undefined as unknown as string }))).toBe('');
  expect(incotermText(quote())).toBe('FOB Hamburg');
  expect(incotermText(quote({ inco_terms_location: '' }))).toBe('FOB');
});
