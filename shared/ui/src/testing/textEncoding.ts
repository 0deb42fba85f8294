// jsdom has no TextEncoder, which react-router reads as it loads: imported before it in a test.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
