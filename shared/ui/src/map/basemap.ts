// A small, pure OpenLayers kit shared by the dashboard and the network slice: an offline
// countries basemap and a world view. Heavy (ol): import it only from a remote's map component,
// never from the shared index.
import LayerGroup from 'ol/layer/Group';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorSource from 'ol/source/Vector';
import GeoJSON from 'ol/format/GeoJSON';
import View from 'ol/View';
import { Fill, Stroke, Style } from 'ol/style';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { Extent } from 'ol/extent';
import type OlMap from 'ol/Map';
import type BaseLayer from 'ol/layer/Base';
import type Feature from 'ol/Feature';
import type SimpleGeometry from 'ol/geom/SimpleGeometry';
import { yieldToMain } from '@portal/kit';
import { loadCountries, type CountriesOptions } from '@portal/contracts/map/countries';

export interface BasemapOptions extends CountriesOptions {
  /** Land colour. */
  fill?: string;
  /** Border colour. */
  stroke?: string;
  /**
   * Draw the countries into an image that the map's frames reuse while the view stands
   * (ol/layer/VectorImage), redrawn once a move has ended: a map whose own layer changes while
   * the view stands (a route drawn, its icon and labels loaded, a refit to the same place) does
   * not draw the world's shapes again in each of those frames (20-40 ms each on a phone, issue 21).
   * During a move the image is scaled rather than redrawn.
   */
  asImage?: boolean;
}

const BASEMAP_COLORS = { land: '#dfe7ee', border: '#ffffff', sea: '#b9d3e8' } as const;

/** Lon/lat box that shows every inhabited continent without the polar extremes. */
const WORLD_LONLAT_EXTENT: Extent = [-170, -56, 180, 78];

/** The world box in the map projection (EPSG:3857). */
function worldExtent(): Extent {
  return transformExtent(WORLD_LONLAT_EXTENT, 'EPSG:4326', 'EPSG:3857');
}

/**
 * Zoom from which the 1:50m countries are drawn instead of the 1:110m ones: about one country
 * across the map, where the world shapes turn blocky (Birmingham → Warszawa, Oceania).
 */
const DETAIL_ZOOM = 3.5;

type Loader = () => Promise<Parameters<GeoJSON['readFeatures']>[0]>;

/** Images the countries are drawn into with `asImage`: filled one per frame, each frame draws a part. */
const IMAGE_PARTS = 4;

/**
 * The countries in `count` parts of about as many points each (largest first, each to the part
 * with the fewest so far): a part's frame costs what its points cost, and Russia, Canada or the
 * United States alone outweigh dozens of small countries.
 */
function splitEvenly(features: Feature[], count: number): Feature[][] {
  if (count === 1) return [features];
  const weighed = features.map((feature) => ({ feature, weight: (feature.getGeometry() as SimpleGeometry | undefined)?.getFlatCoordinates().length ?? 0 }));
  const parts = Array.from({ length: count }, () => ({ features: [] as Feature[], weight: 0 }));
  for (const { feature, weight } of weighed.sort((a, b) => b.weight - a.weight)) {
    const lightest = parts.reduce((min, part) => (part.weight < min.weight ? part : min));
    lightest.features.push(feature);
    lightest.weight += weight;
  }
  return parts.map((part) => part.features);
}

/** Resolves after the browser's next frame has been drawn. */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function countriesLayer(load: Loader, options: BasemapOptions, name: string, onLoaded?: () => void, onFailed?: () => void): BaseLayer {
  const format = new GeoJSON({ featureProjection: 'EPSG:3857', dataProjection: 'EPSG:4326' });
  // As images, the countries are split between IMAGE_PARTS layers whose sources are filled one
  // after another, a frame apart: an image layer whose source has not changed reuses its image,
  // so each frame draws a quarter of the world instead of one frame drawing it all (issue 21).
  const others = Array.from({ length: options.asImage ? IMAGE_PARTS - 1 : 0 }, () => new VectorSource({ wrapX: true }));
  const source = new VectorSource({
    wrapX: true,
    loader: (_extent, _resolution, _projection, success, failure) => {
      load()
        // Parsing the atlas and projecting its shapes are each a phone's long task: two tasks, not one.
        .then(async (collection) => {
          await yieldToMain();
          const features = format.readFeatures(collection);
          const sources = [source, ...others];
          const parts = splitEvenly(features, sources.length);
          for (const [i, part] of sources.entries()) {
            if (i > 0) await afterNextFrame();
            part.addFeatures(parts[i]);
          }
          success?.(features);
          onLoaded?.();
        })
        .catch(() => {
          failure?.();
          onFailed?.();
        });
    },
  });
  const style = new Style({
    fill: new Fill({ color: options.fill ?? BASEMAP_COLORS.land }),
    stroke: new Stroke({ color: options.stroke ?? BASEMAP_COLORS.border, width: 0.6 }),
  });
  // The map background (sea) is the container's CSS background.
  if (!options.asImage) return new VectorLayer({ source, className: 'basemap-countries', properties: { name }, style, updateWhileInteracting: false });
  const images = [source, ...others].map((part) => new VectorImageLayer({ source: part, className: 'basemap-countries', style }));
  return new LayerGroup({ layers: images, properties: { name } });
}

/**
 * Natural Earth countries in two levels of detail: 1:110m (own chunk, about 35 KB compressed) at
 * world zoom, 1:50m (a static asset) from DETAIL_ZOOM on. OpenLayers loads a layer's source only
 * when the layer is drawn, so the detail is fetched the first time the user (or a fit) zooms in.
 * Until it has arrived, and if it fails, the coarse layer goes on drawing at every zoom.
 * Failures are reported through the sources' 'featuresloaderror' event.
 */
export function createBasemapLayer(options: BasemapOptions = {}): LayerGroup {
  const coarse = countriesLayer(() => loadCountries(options), options, 'basemap-110m');
  const detailed = countriesLayer(
    () => import(/* webpackChunkName: "basemap-detail" */ './detailedCountries').then((m) => m.loadDetailedCountries(options)),
    options,
    'basemap-50m',
    () => coarse.setMaxZoom(DETAIL_ZOOM),
  );
  detailed.setMinZoom(DETAIL_ZOOM);
  return new LayerGroup({ layers: [coarse, detailed], properties: { name: 'basemap' } });
}

/**
 * Puts the basemap under a map's other layers in a task after the one that made the map: making
 * the map, its view and controls and the basemap's layers (their first use of OpenLayers' code) was
 * one task of 56 ms of CPU on /shipments, a phone's 220 ms (issue 21); two tasks now.
 * Returns the cancel for a map disposed before then.
 */
export function addBasemapSoon(map: OlMap, options: BasemapOptions = {}): () => void {
  const handle = setTimeout(() => map.getLayers().insertAt(0, createBasemapLayer(options)), 0);
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
