// Stops the cluster test/postgres.setup.mjs started, and removes the files the templates' seeds
// wrote (test/testDb.ts keeps them beside the cluster while the run lasts).
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function teardown() {
  const cluster = globalThis.__portalPostgres;
  if (!cluster) return;
  await cluster.stop();
  delete process.env.TEST_DATABASE_URL;
  for (const name of readdirSync(os.tmpdir())) {
    if (/^portal_tpl_\w+-files$/.test(name)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}
