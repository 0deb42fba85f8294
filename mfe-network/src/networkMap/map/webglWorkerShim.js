// Replaces ol/worker/webgl.js in this remote's build (webpack.config.cjs). Plain JavaScript on
// purpose: it takes the place of a node_modules file, which the build does not run through swc.
//
// Why: OpenLayers' WebGL layers build their vertex buffers in a Worker created from a blob: URL,
// and the portal's Content-Security-Policy does not allow blob: scripts (nor can a remote start a
// worker from its own origin: workers must be same-origin with the page). The network map only
// draws points, and for points the worker's job is a plain copy of floats per feature, so this
// "worker" does the same work on the main thread and answers asynchronously, like a real one.
/* global EventTarget, MessageEvent, setTimeout */
import { writePointFeatureToBuffers } from 'ol/render/webgl/bufferUtil.js';
import { WebGLWorkerMessageType } from 'ol/render/webgl/constants.js';

const POSITION_SIZE = 2;

/** The worker's GENERATE_POINT_BUFFERS answer: one quad, instanced per point. */
function pointBuffers(message) {
  const customSize = message.customAttributesSize;
  const stride = POSITION_SIZE + customSize;
  const instructions = new Float32Array(message.renderInstructions);
  const instanceAttributes = new Float32Array((instructions.length / stride) * (POSITION_SIZE + customSize));
  let positions;
  for (let i = 0; i < instructions.length; i += stride) {
    positions = writePointFeatureToBuffers(instructions, i, instanceAttributes, customSize, positions);
  }
  return Object.assign(
    {
      indicesBuffer: Uint32Array.from([0, 1, 3, 1, 2, 3]).buffer,
      vertexAttributesBuffer: Float32Array.from([-1, -1, 1, -1, 1, 1, -1, 1]).buffer,
      instanceAttributesBuffer: instanceAttributes.buffer,
      renderInstructions: instructions.buffer,
    },
    message,
  );
}

class MainThreadWebGLWorker extends EventTarget {
  postMessage(message) {
    if (message.type !== WebGLWorkerMessageType.GENERATE_POINT_BUFFERS) {
      throw new Error(`The main-thread WebGL worker only draws points, not ${message.type}.`);
    }
    const data = pointBuffers(message);
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data })), 0);
  }

  terminate() {}
}

/** Same signature as ol/worker/webgl.js. */
export function create() {
  return new MainThreadWebGLWorker();
}
