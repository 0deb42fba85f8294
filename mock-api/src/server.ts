import { buildApp } from './app';
import { loadConfig } from './config';
import { stopGracefully } from './core/gracefulStop';
import { openDb } from './db';
import { seedIfEmpty } from './seed';

/** `tsx src/server.ts`: open and migrate the database, seed it on first start, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDb(config.dbFile);
  const seeded = await seedIfEmpty(db, config);
  if (seeded) console.log(`Seeded a new database in ${config.dataDir} (scale ${config.seedScale})`);

  const app = await buildApp(config, db);
  app.addHook('onClose', async () => db.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopGracefully(app).then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const line = (address: string) => `API listening on ${address} (Node ${process.version})`;
  const address = await app.listen({ host: config.host, port: config.apiPort, listenTextResolver: line });
  // The logger prints that line at info level; say it plainly when the logger is quieter.
  if (config.logLevel === 'silent' || !['trace', 'debug', 'info'].includes(config.logLevel)) console.log(line(address));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
