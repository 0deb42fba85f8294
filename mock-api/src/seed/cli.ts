import fs from 'node:fs';
import { databaseTarget, loadConfig } from '../config';
import { PostgresDb, openDb, redactUrl } from '../db';
import { isEmpty, seedAll } from './index';

/**
 * `tsx src/seed/cli.ts [--fresh]` (or `pnpm --filter @portal/mock-api seed`): seeds DATA_DIR.
 * Refuses a database that already has data unless --fresh, which deletes the database files and
 * DATA_DIR/files first (nothing else in DATA_DIR is touched). Stop the API before using it.
 */
async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
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
  const db = await openDb(databaseTarget(config));
  try {
    if (!(await isEmpty(db))) {
      console.error(`${where} already holds data. Run with --fresh to delete it and seed again.`);
      process.exitCode = 1;
      return;
    }
    fs.mkdirSync(config.filesDir, { recursive: true });
    const started = Date.now();
    await seedAll(db, config);
    console.log(`Seeded ${where} (scale ${config.seedScale}) in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
