import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Icon, Style } from 'ol/style';
import { buffer, containsExtent, getWidth, type Extent } from 'ol/extent';
import type { State } from 'ol/render';
import type OlMap from 'ol/Map';
import { pinUrl } from './markerIcons';
import type { MarkerLayer } from './markerLayer';
import { UNCLUSTER_ZOOM, type Marker, type MarkerClusters } from './markerClusters';
import { bubbleRadius } from './pictureMarkers';
import type { MapPoint } from './markerPoints';

/** What the view shows: the markers are asked for a box around it. */
export interface ViewFrame {
  zoom: number;
  extent: Extent;
}

/** What a map's view shows now; nothing before the map has a size. */
export function viewFrameOf(map: OlMap): ViewFrame | undefined {
  const size = map.getSize();
  const zoom = map.getView().getZoom();
  return size && zoom !== undefined ? { zoom, extent: map.getView().calculateExtent(size) } : undefined;
}

/**
 * A cluster's bubble with its count, drawn straight onto the layer's canvas (and, the same way, for
 * the hit test). A style per count (a circle image and a text label each) made one small canvas
 * per distinct count in the first frame: at 10 000 locations about a fifth of a 60 ms frame.
 */
function drawBubble(pixel: number[] | number[][] | number[][][] | number[][][][], state: State) {
  const [x, y] = pixel as number[];
  const ratio = state.pixelRatio;
  const size = state.feature.get('count') as number;
  const context = state.context;
  context.save();
  context.beginPath();
  context.arc(x, y, bubbleRadius(size) * ratio, 0, 2 * Math.PI);
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
 * it zooms in to its members. The layer holds only the bubbles and pins of a box around the view
 * (markerClusters.ts, answered by a worker), asked again when the whole zoom level changes or the
 * view leaves that box; those of the first view are in place before the layer first draws.
 */
export async function canvasMarkers(points: readonly MapPoint[], clusters: MarkerClusters, firstView?: () => ViewFrame | undefined): Promise<MarkerLayer> {
  const source = new VectorSource<Feature<Point>>();
  let shown: { level: number; box: Extent } | null = null;

  const draw = (markers: Marker[]) => {
    const features = markers.map((marker) => {
      const feature = new Feature({ geometry: new Point(marker.coordinate) });
      if (marker.kind === 'bubble') feature.setProperties({ count: marker.count, members: marker.extent });
      else {
        feature.setId(marker.pin.id);
        feature.setProperties({ icon: marker.pin.icon, role: marker.pin.role });
      }
      return feature;
    });
    source.clear(true);
    source.addFeatures(features);
  };
  /** Asks for the markers around the view when it left the last box; the answer is drawn unless a later ask was made. */
  const show = ({ zoom, extent }: ViewFrame): Promise<void> | undefined => {
    const level = Math.min(Math.floor(zoom), UNCLUSTER_ZOOM);
    if (shown && shown.level === level && containsExtent(shown.box, extent)) return;
    // Half a view's width around it: a pan does not ask again at once.
    const box = buffer(extent, getWidth(extent) / 2);
    const asked = (shown = { level, box });
    return clusters.markersIn(box, zoom).then(
      (markers) => void (shown === asked && draw(markers)),
      // Not drawn: the next frame asks again.
      () => void (shown === asked && (shown = null)),
    );
  };
  const first = firstView?.();
  if (first) await show(first);

  const pins = new Map<number, Style>();
  const pinStyle = (feature: Feature) => {
    const icon = feature.get('icon') as number;
    if (!pins.has(icon)) pins.set(icon, new Style({ image: new Icon({ src: pinUrl(feature.get('role') as string, 2), scale: 0.5, anchor: [0.5, 1] }) }));
    return pins.get(icon)!;
  };
  const bubble = new Style({ renderer: drawBubble });
  const layer = new VectorLayer({
    source,
    properties: { name: 'network-markers' },
    style: (feature) => (feature.get('count') ? bubble : pinStyle(feature as Feature)),
  });
  // Read before the frame draws; a change shows in the next frame (the source's change asks for it).
  layer.on('prerender', (event) => {
    const frame = event.frameState;
    if (frame) show({ zoom: frame.viewState.zoom, extent: frame.extent! });
  });
  return {
    layer,
    renderer: 'canvas',
    count: points.length,
    hitAt(map, pixel) {
      const hit = map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l === layer, hitTolerance: 3 });
      if (!hit) return null;
      if (hit.get('count')) return { kind: 'cluster', extent: hit.get('members') as Extent };
      return { kind: 'location', id: Number(hit.getId()) };
    },
    // The clusters belong to the map's area (useMarkerClusters): the picture used them first.
    dispose: () => {
      layer.dispose();
      source.dispose();
    },
  };
}
