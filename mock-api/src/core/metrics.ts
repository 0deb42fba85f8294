import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import client from 'prom-client';
import { METRICS_PATH } from '@portal/contracts/system';
import { PostgresDb, SqliteDb, type Db } from '../db';

/**
 * Prometheus' text format (prom-client) for one API instance: requests per route pattern (never
 * the raw address: ids would make a series each) with their latency, the database's connections
 * and queue, the change feed, and the process defaults (CPU, memory, event-loop delay, GC).
 *
 * Served on its own port (METRICS_PORT, on API_HOST) and nowhere else: the portal host forwards
 * only /api and /stand-in, so what a scraper reads never reaches the internet through it. A
 * registry per app: the tests build several apps in one process.
 */
export interface Metrics {
  registry: client.Registry;
  /** The metrics listener, when METRICS_PORT is set. */
  server: http.Server | null;
}

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function dbGauges(registry: client.Registry, db: Db): void {
  const registers = [registry];
  new client.Gauge({
    name: 'portal_db_durable_commits',
    help: 'Commits that wrote and waited for the disk since start (each one a flush of the log; a write request makes one)',
    registers,
    collect() {
      this.set(db.durableCommits);
    },
  });
  if (db instanceof PostgresDb) {
    new client.Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and the queries waiting for one (waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, db.pool.totalCount);
        this.set({ state: 'idle' }, db.pool.idleCount);
        this.set({ state: 'waiting' }, db.pool.waitingCount);
      },
    });
    new client.Gauge({
      name: 'portal_change_counter_reads',
      help: 'Reads of the shared change counters since start (none while the LISTEN connection is current)',
      registers,
      collect() {
        this.set(db.counterReads);
      },
    });
    new client.Gauge({
      name: 'portal_change_listener_current',
      help: '1 while the LISTEN connection is known current (the caches are trusted without a read)',
      registers,
      collect() {
        this.set(db.listener?.fresh ? 1 : 0);
      },
    });
    new client.Gauge({
      name: 'portal_change_listener_losses',
      help: 'Times the LISTEN connection was lost (each one dropped the caches)',
      registers,
      collect() {
        this.set(db.listener?.losses ?? 0);
      },
    });
  } else if (db instanceof SqliteDb) {
    new client.Gauge({
      name: 'portal_db_queue',
      help: 'SQLite: queries waiting for a transaction of another request to end (one connection)',
      registers,
      collect() {
        this.set(db.queued);
      },
    });
  }
}

export async function setupMetrics(app: FastifyInstance, port: number | null, host: string): Promise<Metrics> {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({ name: 'portal_http_requests_total', help: 'Requests answered, by route pattern', labelNames, registers: [registry] });
  const duration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to its answer sent, by route pattern',
    labelNames,
    buckets: SECONDS,
    registers: [registry],
  });
  dbGauges(registry, app.db);

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Unknown addresses share one series.
    const labels = { method: request.method, route: request.routeOptions.url ?? '(unmatched)', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  let server: http.Server | null = null;
  if (port !== null) {
    const listener = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end(`Only GET ${METRICS_PATH} is served here.\n`);
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, host, () => resolve());
    });
    server = listener;
    app.addHook('onClose', async () => {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    });
    app.log.info({ port: (listener.address() as AddressInfo).port }, 'metrics listening');
  }
  return { registry, server };
}
