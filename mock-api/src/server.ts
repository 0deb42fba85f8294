import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, databaseTarget, loadConfig } from './config';
import { isEmptyDatabase, SEED_IF_EMPTY_COMMAND } from './core/emptyDatabase';
import { stopGracefully } from './core/gracefulStop';
import { databaseName } from './core/jobs';
import { DatabaseStartError, MigrationError, openDb } from './db';
import { warmUpSeaLanes } from './geography/routing';

/**
 * `tsx src/server.ts`: open and migrate the database, listen. Seeding is not the API's: whatever
 * starts the instances runs the seed's CLI once before them (`seed --if-empty`, scripts/portal.mjs),
 * so several instances never race to seed, and the API carries no seed code.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(databaseTarget(config), { applicationName: databaseName() });
  // It still starts on an empty database (health, migrations, a seed run later): no one could sign in, so say why.
  if (await isEmptyDatabase(db)) console.warn(`The database at ${db.location} is empty: nobody can sign in until it is seeded (${SEED_IF_EMPTY_COMMAND}).`);

  // Closed by the app, after its modules' jobs: a hook added here would run first (Fastify runs
  // onClose hooks last registered first) and close the pool under them.
  const app = await buildApp(config, db, { closeDb: true });

  stopOnSignal(app, config.drainMs);

  // The sea-lane network (0.5 to 3 s of CPU) is built before the API listens: built on the first
  // sea route instead, it would hold up every request that arrived meanwhile.
  app.log.info({ ms: warmUpSeaLanes() }, 'sea-lane network built');

  const line = (address: string) => `API listening on ${address} (Node ${process.version})`;
  const address = await app.listen({ host: config.host, port: config.apiPort, listenTextResolver: line });
  // The logger prints that line at info level; say it plainly when the logger is quieter.
  if (config.logLevel === 'silent' || !['trace', 'debug', 'info'].includes(config.logLevel)) console.log(line(address));
}

/**
 * SIGTERM / SIGINT: GET /api/health says "draining" at once, so a balancer stops sending new
 * requests here; after drainMs (longer than the balancer's health-check interval) the API stops
 * gracefully (core/gracefulStop.ts): no new connections, what is in flight answered, then closed.
 * A rolling restart of several instances drops no request this way.
 */
function stopOnSignal(app: FastifyInstance, drainMs: number): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs }, 'draining, then shutting down');
    setTimeout(() => {
      stopGracefully(app).then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  // Bad configuration is said in one line, without a stack: it is the operator's to fix.
  if (err instanceof ConfigError || err instanceof DatabaseStartError || err instanceof MigrationError) console.error(`API not started: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
