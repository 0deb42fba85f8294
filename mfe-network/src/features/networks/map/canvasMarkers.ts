import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Icon, Style } from 'ol/style';
import type { State } from 'ol/render';
import { boundingExtent } from 'ol/extent';
import { pinUrl } from './markerIcons';
import type { MarkerLayer } from './markerLayer';
import { SlicedCluster } from './slicedCluster';

const CLUSTER_DISTANCE = 44;
/**
 * From this zoom (a city and its port apart) nothing is clustered any more, so a click on a
 * bubble (fitted up to zoom 9) always ends on pins that open their own popup.
 */
const UNCLUSTER_ZOOM = 8;

/**
 * A cluster's bubble with its count, drawn straight onto the layer's canvas (and, the same way, for
 * the hit test). A style per count (a circle image and a text label each) made one small canvas
 * per distinct count in the first frame: at 10 000 locations about a fifth of a 60 ms frame.
 */
function drawBubble(pixel: number[] | number[][] | number[][][] | number[][][][], state: State) {
  const [x, y] = pixel as number[];
  const ratio = state.pixelRatio;
  const size = (state.feature.get('features') as Feature[]).length;
  const context = state.context;
  context.save();
  context.beginPath();
  context.arc(x, y, Math.min(24, 12 + Math.log2(size) * 2) * ratio, 0, 2 * Math.PI);
  context.fillStyle = '#0b3d63';
  context.fill();
  context.lineWidth = 2 * ratio;
  context.strokeStyle = '#fff';
  context.stroke();
  context.fillStyle = '#fff';
  context.font = `600 ${12 * ratio}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(String(size), x, y);
  context.restore();
}

/**
 * Markers clustered on a canvas layer: a bubble with the count where pins would crowd; a click on
 * it zooms in to its members. The clusters of the view's resolution (`resolution()`, read once the
 * source is ready) are made before the layer first draws, in slices (slicedCluster.ts).
 */
export async function canvasMarkers(source: VectorSource<Feature<Point>>, count: number, resolution?: () => number | undefined): Promise<MarkerLayer> {
  const clusters = new SlicedCluster({ source, distance: CLUSTER_DISTANCE, minDistance: 20 });
  const initial = resolution?.();
  // At world zoom the prerender below keeps CLUSTER_DISTANCE: the first frame finds these clusters made.
  if (initial !== undefined) await clusters.prepare(initial);
  const pins = new Map<number, Style>();
  const pinStyle = (feature: Feature) => {
    const icon = feature.get('icon') as number;
    if (!pins.has(icon)) pins.set(icon, new Style({ image: new Icon({ src: pinUrl(feature.get('role') as string, 2), scale: 0.5, anchor: [0.5, 1] }) }));
    return pins.get(icon)!;
  };
  const bubble = new Style({ renderer: drawBubble });
  const layer = new VectorLayer({
    source: clusters,
    properties: { name: 'network-markers' },
    style: (cluster) => {
      const members = cluster.get('features') as Feature[];
      return members.length === 1 ? pinStyle(members[0]) : bubble;
    },
  });
  layer.on('prerender', (event) => {
    const zoom = event.frameState?.viewState.zoom ?? 0;
    clusters.setDistance(zoom >= UNCLUSTER_ZOOM ? 0 : CLUSTER_DISTANCE);
  });
  return {
    layer,
    renderer: 'canvas',
    count,
    hitAt(map, pixel) {
      const cluster = map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l === layer, hitTolerance: 3 });
      const members = (cluster?.get('features') as Feature<Point>[] | undefined) ?? [];
      if (members.length === 1) return { kind: 'location', id: Number(members[0].getId()) };
      if (members.length > 1) return { kind: 'cluster', extent: boundingExtent(members.map((m) => m.getGeometry()!.getCoordinates())) };
      return null;
    },
    dispose: () => {
      layer.dispose();
      clusters.dispose();
      source.dispose();
    },
  };
}
