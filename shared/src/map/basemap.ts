// A small, pure OpenLayers kit shared by the dashboard and the network slice: an offline
// countries basemap and a world view. Heavy (ol): import it only from a remote's map component,
// never from the shared index.
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import GeoJSON from 'ol/format/GeoJSON';
import View from 'ol/View';
import { Fill, Stroke, Style } from 'ol/style';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { Extent } from 'ol/extent';
import type OlMap from 'ol/Map';
import { loadCountries, type CountriesOptions } from './countries';

export interface BasemapOptions extends CountriesOptions {
  /** Land colour. */
  fill?: string;
  /** Border colour. */
  stroke?: string;
}

export const BASEMAP_COLORS = { land: '#dfe7ee', border: '#ffffff', sea: '#b9d3e8' } as const;

/** Lon/lat box that shows every inhabited continent without the polar extremes. */
export const WORLD_LONLAT_EXTENT: Extent = [-170, -56, 180, 78];

/** The world box in the map projection (EPSG:3857). */
export function worldExtent(): Extent {
  return transformExtent(WORLD_LONLAT_EXTENT, 'EPSG:4326', 'EPSG:3857');
}

/**
 * A vector layer of Natural Earth countries. The features load lazily (own chunk) the first
 * time the layer renders; failures leave an empty layer and are reported through the source's
 * 'featuresloaderror' event.
 */
export function createBasemapLayer(options: BasemapOptions = {}): VectorLayer<VectorSource> {
  const format = new GeoJSON({ featureProjection: 'EPSG:3857', dataProjection: 'EPSG:4326' });
  const source = new VectorSource({
    wrapX: true,
    loader: (_extent, _resolution, _projection, success, failure) => {
      loadCountries(options)
        .then((collection) => {
          const features = format.readFeatures(collection);
          source.addFeatures(features);
          success?.(features);
        })
        .catch(() => failure?.());
    },
  });
  return new VectorLayer({
    source,
    className: 'basemap-countries',
    properties: { name: 'basemap' },
    style: new Style({
      fill: new Fill({ color: options.fill ?? BASEMAP_COLORS.land }),
      stroke: new Stroke({ color: options.stroke ?? BASEMAP_COLORS.border, width: 0.6 }),
    }),
    // The map background (sea) is the container's CSS background.
    updateWhileInteracting: false,
  });
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

/** A Web Mercator view centred on the world, that cannot zoom out past one world. */
export function createWorldView(options: WorldViewOptions = {}): View {
  return new View({
    projection: 'EPSG:3857',
    center: fromLonLat(options.center ?? [10, 20]),
    zoom: options.zoom ?? 1.3,
    minZoom: 0.5,
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
