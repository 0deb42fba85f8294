// A small, pure OpenLayers kit shared by the dashboard and the network slice: an offline
// countries basemap and a world view. Heavy (ol): import it only from a remote's map component,
// never from the shared index.
import TileLayer from 'ol/layer/Tile';
import DataTileSource from 'ol/source/DataTile';
import { createXYZ } from 'ol/tilegrid';
import View from 'ol/View';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { Extent } from 'ol/extent';
import type OlMap from 'ol/Map';
import { BORDER_WIDTH, MAX_ZOOM, TILE_SIZE, tilePixelRatio, WORLD_LONLAT_EXTENT } from './basemapGrid';
import { countryTiles } from './basemapStyle';

/** The world box in the map projection (EPSG:3857). */
function worldExtent(): Extent {
  return transformExtent([...WORLD_LONLAT_EXTENT], 'EPSG:4326', 'EPSG:3857');
}

/**
 * Natural Earth countries (world-atlas, shipped with the project: no tile server, no internet) as
 * tiles a worker draws (basemapTiles.ts): a frame of the map copies bitmaps and never draws the
 * world's shapes on the main thread. The sea is the map container's CSS background.
 */
export function createBasemapLayer(): TileLayer {
  const ratio = tilePixelRatio();
  const tileGrid = createXYZ({ tileSize: TILE_SIZE, maxZoom: MAX_ZOOM });
  const tiles = countryTiles();
  const source = new DataTileSource({
    tileGrid,
    wrapX: true,
    // No fade: each fading frame would draw the map's other layers again too.
    transition: 0,
    interpolate: true,
    loader: (z, x, y) =>
      tiles.draw({
        z,
        extent: tileGrid.getTileCoordExtent([z, x, y]) as [number, number, number, number],
        pixels: TILE_SIZE * ratio,
        borderWidth: BORDER_WIDTH * ratio,
      }),
  });
  return new TileLayer({ source, className: 'basemap-countries', properties: { name: 'basemap' } });
}

/**
 * Puts the basemap under a map's other layers in a task after the one that made the map: making
 * the map, its view and controls and the basemap's layer (their first use of OpenLayers' code) was
 * one task of 56 ms of CPU on /shipments, a phone's 220 ms; two tasks now.
 * Returns the cancel for a map disposed before then.
 */
export function addBasemapSoon(map: OlMap): () => void {
  const handle = setTimeout(() => map.getLayers().insertAt(0, createBasemapLayer()), 0);
  return () => clearTimeout(handle);
}

export interface WorldViewOptions {
  /** [lon, lat] of the initial centre. */
  center?: [number, number];
  zoom?: number;
  /**
   * Allow a view wider than one world. A route map needs it: on a wide, short map a long
   * north–south route (Auckland → Le Havre) needs more height than one world's width gives.
   */
  multiWorld?: boolean;
}

/** A Web Mercator view centred on the world, that cannot zoom out past one world (multiWorld: past a few). */
export function createWorldView(options: WorldViewOptions = {}): View {
  return new View({
    projection: 'EPSG:3857',
    center: fromLonLat(options.center ?? [10, 20]),
    zoom: options.zoom ?? 1.3,
    // A route map on a phone (340 px wide) fits a half-world route (Auckland → Le Havre, 185° of
    // longitude) with its labels only below zoom 0: there, several worlds side by side are fine.
    minZoom: options.multiWorld ? -1 : 0.5,
    maxZoom: 10,
    multiWorld: options.multiWorld ?? false,
  });
}

/** Fits the whole inhabited world into the map's current size (call after it has a size). */
export function fitWorld(map: OlMap, padding: [number, number, number, number] = [8, 8, 8, 8]): void {
  const size = map.getSize();
  if (!size || size[0] === 0 || size[1] === 0) return;
  map.getView().fit(worldExtent(), { size, padding });
}
