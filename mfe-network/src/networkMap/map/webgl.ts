/**
 * Which marker layer the network map draws: clustered markers on a canvas layer, at every size of
 * network. A region's pins gather in a bubble that opens on click instead of piling up (Europe at
 * world zoom), and the clusters keep 60 fps while zooming 10 000 markers even on software
 * rendering, where WebGL reached 5-8 fps (mfe-network/scripts/bench-map.mjs).
 *
 * WebGL used to be chosen above 5 000 markers where the GPU was not software. Finding that out
 * meant creating a WebGL context on the page's main thread: 20-40 ms of CPU on this machine, 80-160
 * ms on a phone, in the middle of the map's first frames on /networks and /contact, and
 * a page cannot ask a worker (its CSP forbids blob: workers, a remote's origin is not the page's).
 * `?renderer=webgl` in the address still draws every pin with WebGL (support cases, benchmarks).
 */
export type MarkerRenderer = 'webgl' | 'canvas';

export function preferredRenderer(): MarkerRenderer {
  const forced = new URLSearchParams(window.location.search).get('renderer');
  return forced === 'webgl' ? 'webgl' : 'canvas';
}
