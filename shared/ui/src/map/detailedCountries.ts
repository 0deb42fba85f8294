// The 1:50m Natural Earth countries (world-atlas, shipped with the project) for regional zoom.
// A separate static asset (about 230 KB compressed), fetched only when a map is zoomed in that
// far: no script bytes on any first load. Kept out of countries.ts, which stays pure.
import countries50mUrl from 'world-atlas/countries-50m.json?asset';
import type { Topology } from 'topojson-client';
import { countriesFromTopology, type CountriesOptions } from '@portal/contracts/map/countries';

let pending: Promise<Topology> | null = null;

export async function loadDetailedCountries(options: CountriesOptions = {}) {
  // One download however many maps ask; a failure may be retried by the next one.
  pending ??= fetch(countries50mUrl).then((response) => {
    if (!response.ok) throw new Error(`Basemap detail: HTTP ${response.status}`);
    return response.json() as Promise<Topology>;
  });
  try {
    return countriesFromTopology(await pending, options);
  } catch (error) {
    pending = null;
    throw error;
  }
}
