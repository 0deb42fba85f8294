import type { NetworkLocation } from '@portal/contracts/network';
import { continentBox } from './extents';
import { ICON_ROLES, iconIndex, markerSprite, pinUrl } from './markerIcons';

const at = (id: number, continent: string, latitude: number | null, longitude: number | null): NetworkLocation => ({
  id,
  name: `L${id}`,
  address: '',
  city: '',
  country: 'NL',
  contact: '',
  unlocode: '',
  latitude,
  longitude,
  type: 'Agent',
  role: 'Sea freight',
  continent,
  updatedAt: '2026-11-24T06:00:00.000Z',
});

const network = [at(1, 'Europe', 51.9, 4.1), at(2, 'Europe', 59.3, 18.1), at(3, 'Asia', 1.3, 103.8), at(4, 'Asia', null, null), at(5, 'Oceania', -33.9, 151.2)];

describe('continent boxes', () => {
  it('frames the located locations of one continent', () => {
    expect(continentBox(network, 'Europe')).toEqual([4.1, 51.9, 18.1, 59.3]);
    expect(continentBox(network, 'Asia')).toEqual([103.8, 1.3, 103.8, 1.3]);
  });

  it('frames every located location for All', () => {
    expect(continentBox(network, 'All')).toEqual([4.1, -33.9, 151.2, 59.3]);
  });

  it('has no box for a continent without located locations', () => {
    expect(continentBox(network, 'Africa')).toBeNull();
    expect(continentBox([at(9, 'America', null, null)], 'America')).toBeNull();
  });

  it('skips locations without coordinates, or with coordinates off the globe, and keeps to the continent', () => {
    expect(continentBox([...network, at(6, 'Asia', 95, 10), at(7, 'Asia', 10, 200)], 'Asia')).toEqual([103.8, 1.3, 103.8, 1.3]);
  });
});

describe('marker icons', () => {
  it('gives every known role its own sprite cell and unknown roles the plain pin after them', () => {
    expect(ICON_ROLES.map(iconIndex)).toEqual(ICON_ROLES.map((_, i) => i));
    expect(iconIndex('Courier')).toBe(ICON_ROLES.length);
  });

  it('draws the sprite wide enough for every cell', () => {
    const sprite = markerSprite(2);
    const svg = decodeURIComponent(sprite.url.slice(sprite.url.indexOf(',') + 1));
    expect(svg).toContain(`width="${sprite.cellWidth * (ICON_ROLES.length + 1)}"`);
    expect(svg.match(/<g transform="translate\(\d+ 0\)">/g)).toHaveLength(ICON_ROLES.length + 1);
  });

  it('colours pins by role', () => {
    expect(decodeURIComponent(pinUrl('Headquarters'))).toContain('#c2410c');
    expect(decodeURIComponent(pinUrl('Air freight'))).toContain('#0f766e');
    expect(pinUrl('Sea freight')).not.toBe(pinUrl('Air freight'));
  });
});
