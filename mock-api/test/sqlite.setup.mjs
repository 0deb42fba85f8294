// A folder for this run's SQLite templates (test/testDb.ts seeds each kind once into it, test
// files copy the file). Made per run, not kept between runs: a change to the seed's code shows.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function setup() {
  process.env.TEST_SQLITE_TEMPLATES = mkdtempSync(path.join(os.tmpdir(), 'portal-sqlite-tpl-'));
}
