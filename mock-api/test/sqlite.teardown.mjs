// Removes the folder test/sqlite.setup.mjs made for the run's SQLite templates.
import { rmSync } from 'node:fs';

export default async function teardown() {
  const dir = process.env.TEST_SQLITE_TEMPLATES;
  if (!dir) return;
  rmSync(dir, { recursive: true, force: true });
  delete process.env.TEST_SQLITE_TEMPLATES;
}
