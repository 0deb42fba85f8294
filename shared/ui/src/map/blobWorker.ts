/**
 * A classic worker running `script`, started from a blob: address: a remote is served from its own
 * origin, and a worker's script must come from the page's origin (or a blob:). The host's CSP has
 * `worker-src 'self' blob:` for these (host/src/serve-app.ts).
 */
export function startBlobWorker(script: string, name: string): Worker {
  const address = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  try {
    return new Worker(address, { name });
  } finally {
    URL.revokeObjectURL(address);
  }
}
