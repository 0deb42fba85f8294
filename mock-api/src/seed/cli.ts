import fs from 'node:fs';
import { ConfigError, databaseTarget, loadConfig } from '../config';
import { isEmptyDatabase } from '../core/emptyDatabase';
import { databaseName } from '../core/jobs';
import { DatabaseStartError, MigrationError, PostgresDb, openDb, redactUrl } from '../db';
import { seedAll, seedIfEmpty } from './index';

/**
 * `tsx src/seed/cli.ts [--fresh | --if-empty]` (or `pnpm --filter @portal/mock-api seed`; built:
 * `node dist/seed.mjs`): seeds DATA_DIR (or DATABASE_URL).
 * - no flag: refuses a database that already has data.
 * - --fresh: deletes the database files and DATA_DIR/files first (nothing else in DATA_DIR is
 *   touched), then seeds. Stop the API before using it.
 * - --if-empty: seeds a new database and leaves one with data alone (exit 0 either way): what
 *   `npm start`, the browser tests and the benches run once before they start the API instances.
 */
async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  const ifEmpty = process.argv.includes('--if-empty');
  if (fresh && ifEmpty) throw new UsageError('--fresh and --if-empty exclude each other: --fresh deletes the data, --if-empty keeps it.');
  const config = loadConfig();
  if (fresh) {
    if (config.databaseUrl) {
      // Everything in the schema the URL points at (the API's own tables) goes.
      const pg = new PostgresDb(config.databaseUrl);
      await pg.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public').finally(() => pg.close());
    } else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.dbFile}${suffix}`, { force: true });
    fs.rmSync(config.filesDir, { recursive: true, force: true });
  }
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : config.dbFile;
  const db = await openDb(databaseTarget(config), { applicationName: databaseName() });
  try {
    fs.mkdirSync(config.filesDir, { recursive: true });
    const started = Date.now();
    if (ifEmpty) {
      if (await seedIfEmpty(db, config)) console.log(`Seeded a new database at ${where} (scale ${config.seedScale}) in ${Date.now() - started} ms`);
      else console.log(`${where} holds data already: not seeded again.`);
      return;
    }
    if (!(await isEmptyDatabase(db))) {
      console.error(`${where} already holds data. Run with --fresh to delete it and seed again, or --if-empty to leave it as it is.`);
      process.exitCode = 1;
      return;
    }
    await seedAll(db, config);
    console.log(`Seeded ${where} (scale ${config.seedScale}) in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

/** A wrong way of calling the CLI. */
class UsageError extends Error {}

main().catch((err) => {
  // What the operator fixes (flags, configuration, a database it cannot use) is one line, without a stack.
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof DatabaseStartError || err instanceof MigrationError) console.error(`Not seeded: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
