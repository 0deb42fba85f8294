// The basemap's look and its tiles' source, without OpenLayers: what the OpenLayers layer
// (basemap.ts) and a picture of the map drawn before OpenLayers has loaded (basemapPicture.ts) share.
import countries110mUrl from 'world-atlas/countries-110m.json?asset';
import countries50mUrl from 'world-atlas/countries-50m.json?asset';
import { basemapTiles, type BasemapTiles } from './basemapTiles';

const BASEMAP_COLORS = { land: '#dfe7ee', border: '#ffffff' } as const;
/** ISO 3166 numeric code of Antarctica: left out, it would fill the bottom of a Mercator map. */
const ANTARCTICA_ID = '010';
/**
 * Tile zoom from which the 1:50m countries are drawn instead of the 1:110m ones: about one country
 * across the map, where the world shapes turn blocky (Birmingham → Warszawa, Oceania). The 1:50m
 * atlas (about 230 KB compressed) is fetched the first time a map is zoomed in that far.
 */
const DETAIL_ZOOM = 4;

/** The worker fetches from its blob: address, so it is given whole addresses. */
const absolute = (url: string) => new URL(url, document.baseURI).href;

/** The page's basemap tiles (one worker for every map of the page). */
export function countryTiles(): BasemapTiles {
  return basemapTiles({
    atlases: [
      { url: absolute(countries110mUrl), fromZoom: 0 },
      { url: absolute(countries50mUrl), fromZoom: DETAIL_ZOOM },
    ],
    colors: BASEMAP_COLORS,
    excludeIds: [ANTARCTICA_ID],
  });
}
