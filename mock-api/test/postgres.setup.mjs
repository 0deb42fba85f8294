// Starts a throw-away PostgreSQL cluster for the postgres jest project, unless TEST_DATABASE_URL
// already names one. Workers inherit TEST_DATABASE_URL; the teardown stops what was started here.
import { startPostgres } from '../../scripts/postgres.mjs';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const cluster = await startPostgres({ durable: false });
  globalThis.__portalPostgres = cluster;
  process.env.TEST_DATABASE_URL = cluster.url;
}
