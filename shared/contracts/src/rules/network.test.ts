import { hasCoordinates, isContinent, parseContact, telHref } from './network';

describe('parseContact', () => {
  it('takes the phone and the e-mail out of the contact text', () => {
    expect(parseContact('+31 10 428 5600 · rotterdam@meridianfreight.com')).toEqual({ phone: '+31 10 428 5600', email: 'rotterdam@meridianfreight.com', other: null });
  });

  it('keeps what is neither, and copes with labels and other separators', () => {
    expect(parseContact('J. de Vries, tel. 010-4285600, e-mail: j.devries@agent.nl')).toEqual({
      phone: '010-4285600',
      email: 'j.devries@agent.nl',
      other: 'J. de Vries',
    });
  });

  it('gives only what is there', () => {
    expect(parseContact('+86 532 8597 6600')).toEqual({ phone: '+86 532 8597 6600', email: null, other: null });
    expect(parseContact('ops@example.com')).toEqual({ phone: null, email: 'ops@example.com', other: null });
    expect(parseContact('Opening hours 08:00-17:00')).toEqual({ phone: null, email: null, other: 'Opening hours 08:00-17:00' });
    expect(parseContact('')).toEqual({ phone: null, email: null, other: null });
    expect(parseContact(null)).toEqual({ phone: null, email: null, other: null });
  });

  it('does not take a short number (a house number, a year) for a phone', () => {
    expect(parseContact('Dock 12, since 2019').phone).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+31 10 428 5600')).toBe('tel:+31104285600');
    expect(telHref('(010) 428-5600')).toBe('tel:0104285600');
  });
});

describe('hasCoordinates', () => {
  it('accepts real WGS84 pairs only', () => {
    expect(hasCoordinates({ latitude: 51.9, longitude: 4.1 })).toBe(true);
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(true);
    expect(hasCoordinates({ latitude: null, longitude: 4.1 })).toBe(false);
    expect(hasCoordinates({ latitude: 51.9, longitude: null })).toBe(false);
    expect(hasCoordinates({ latitude: 91, longitude: 4 })).toBe(false);
    expect(hasCoordinates({ latitude: Number.NaN, longitude: 4 })).toBe(false);
  });
});

describe('isContinent', () => {
  it('knows the five continents of the buttons, not All', () => {
    expect(['Asia', 'Africa', 'America', 'Europe', 'Oceania'].every(isContinent)).toBe(true);
    expect(isContinent('All')).toBe(false);
    expect(isContinent('Antarctica')).toBe(false);
  });
});
