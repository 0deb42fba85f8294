/**
 * Which marker layer this browser draws best.
 * - Clustered markers on a canvas layer for a network of up to CLUSTER_MARKER_LIMIT locations.
 * - Beyond that, WebGL (OpenLayers' advice for many points) wherever the browser has a GPU.
 * - Clustered markers on a canvas layer when there is no WebGL at all, or when WebGL is software
 *   (SwiftShader, llvmpipe: headless Chromium with --disable-gpu, virtual desktops) and the network
 *   is dense. Measured with 10 000 locations on SwiftShader, every WebGL zoom frame took 130-250 ms
 *   (about 5-8 fps), while the clustered canvas layer kept 60 fps (mfe-network/scripts/bench-map.mjs).
 * `?renderer=canvas` or `?renderer=webgl` in the address forces one (support cases, benchmarks).
 */
export type MarkerRenderer = 'webgl' | 'canvas';

/** Above this many markers, software WebGL is too slow to pan and zoom smoothly. */
const SOFTWARE_GL_MARKER_LIMIT = 1000;

type GlInfo = { available: false } | { available: true; software: boolean };

let probed: GlInfo | null = null;

function probeWebGL(): GlInfo {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return { available: false };
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    (gl.getExtension('WEBGL_lose_context') as { loseContext(): void } | null)?.loseContext();
    return { available: true, software: /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name) };
  } catch {
    return { available: false };
  }
}

/**
 * Up to this many markers the clustered canvas layer is the default everywhere: a region's pins
 * gather in a bubble that opens on click instead of piling up (Europe at world zoom). Beyond it,
 * a GPU draws every pin with WebGL.
 */
const CLUSTER_MARKER_LIMIT = 5000;

export function preferredRenderer(markerCount: number): MarkerRenderer {
  const forced = new URLSearchParams(window.location.search).get('renderer');
  if (forced === 'canvas' || forced === 'webgl') return forced;
  if (markerCount <= CLUSTER_MARKER_LIMIT) return 'canvas';
  probed ??= probeWebGL();
  if (!probed.available) return 'canvas';
  return probed.software && markerCount > SOFTWARE_GL_MARKER_LIMIT ? 'canvas' : 'webgl';
}
