import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts the built portal on ports moved by E2E_PORT_OFFSET, with a fresh database, so the browser
 * tests never touch a developer's running portal or data.
 */
export default async function globalSetup() {
  const offset = String(process.env.E2E_PORT_OFFSET ?? 100);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  // The workers read what the API queued there (the outbox: a reset link, see password-reset.spec.ts).
  process.env.E2E_DATA_DIR = dataDir;
  const { startPortal } = await import(path.resolve(__dirname, '../scripts/portal.mjs'));
  const portal = await startPortal(
    { PORT_OFFSET: offset, DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000', NODE_ENV: 'test' },
    { quiet: true },
  );
  return async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
