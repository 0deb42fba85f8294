import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Stops the API without failing a request it accepted (SIGTERM; rolling restarts build on it):
 *   1. it stops listening: a new connection is refused (a balancer sends it elsewhere);
 *   2. connections it already holds stay open: requests in flight, and any a client sends on them
 *      now, are answered normally with `Connection: close`, so each client closes its connection
 *      after that answer. (Closing idle keep-alive connections at once, as http.Server#close does,
 *      resets the request a client is sending on one at that very moment.)
 *   3. when no connection is left, or after `drainMs`, Fastify closes: the connections still idle
 *      are closed, the onClose hooks run, the database last.
 * `markDraining(app)` is registered by buildApp; `stopGracefully(app)` is what a signal calls.
 */
const draining = new WeakSet<FastifyInstance>();
// Keyed by the HTTP server: a plugin's encapsulated instance and the root share it.
const stoppers = new WeakMap<object, Set<() => void>>();

/**
 * Work to end as soon as the stop begins: long-lived answers (server-sent event streams) would
 * otherwise hold their connections for the whole drain. Their clients reconnect elsewhere.
 */
export function onStopping(app: FastifyInstance, fn: () => void): void {
  let set = stoppers.get(app.server);
  if (!set) stoppers.set(app.server, (set = new Set()));
  set.add(fn);
}

/** The hook that says `Connection: close` on every answer once the app is stopping. */
export function markDraining(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining.has(app)) reply.raw.setHeader('connection', 'close');
    done();
  });
}

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));
}

export async function stopGracefully(app: FastifyInstance, { drainMs = 5_000, graceMs = 10_000 } = {}): Promise<void> {
  draining.add(app);
  for (const fn of stoppers.get(app.server) ?? []) fn();
  const server = app.server;
  if (server.listening) net.Server.prototype.close.call(server);
  const until = Date.now() + drainMs;
  while (Date.now() < until && (await openConnections(server)) > 0) await new Promise((r) => setTimeout(r, 25));
  // A request still running after the grace period is cut, so a stuck client cannot hold the stop for ever.
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
