import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import VectorSource from 'ol/source/Vector';
import { markerSprite } from './markerIcons';
import type { MarkerLayer } from './markerLayer';
import { pinAt, pinScaleExpression } from './pinHit';

/** More markers than this shrink further at world zoom (10 000 full-size pins are a carpet). */
const DENSE = 1000;

/** The sprite must be decoded before the layer first draws, or the texture stays empty. */
async function loadImage(url: string): Promise<void> {
  const image = new Image();
  image.src = url;
  await image.decode();
}

/**
 * All markers in one WebGL draw from one texture (the sprite of role pins), the layer type
 * OpenLayers recommends for many points.
 */
export async function webglMarkers(source: VectorSource<Feature<Point>>, count: number): Promise<MarkerLayer> {
  const sprite = markerSprite(2);
  await loadImage(sprite.url);
  const dense = count > DENSE;
  const layer = new WebGLVectorLayer({
    source,
    properties: { name: 'network-markers' },
    // Hit detection is done on the CPU (pinHit.ts): cheaper than a second WebGL pass per frame.
    disableHitDetection: true,
    style: {
      'icon-src': sprite.url,
      'icon-size': [sprite.cellWidth, sprite.cellHeight],
      'icon-offset': ['array', ['*', ['get', 'icon'], sprite.cellWidth], 0],
      'icon-scale': pinScaleExpression(dense, 1 / sprite.scale),
      // The tip of the pin is on the place.
      'icon-anchor': [0.5, 1],
    },
  });
  return {
    layer,
    renderer: 'webgl',
    count,
    hitAt(map, pixel) {
      const feature = pinAt(map, source, pixel, dense);
      return feature ? { kind: 'location', id: Number(feature.getId()) } : null;
    },
    dispose: () => {
      layer.dispose();
      source.dispose();
    },
  };
}
