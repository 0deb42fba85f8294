import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, signIn } from '../../../test/helpers';
import { freePort, seedProcess } from '../../../test/reliability/apiProcess';
import { createToken } from '../../../test/publicApi/tokens';
import { portalContract } from '@portal/contracts/portal';

/**
 * The real server process at log level info: the KPI tokens and the tracker password it hands
 * out, and the tokens in the stand-in dashboard's address, must not reach its log.
 */
const PACKAGE_ROOT = path.resolve(__dirname, '../../..');
let baseUrl = '';
let child: ChildProcess;
let dataDir: string;
let log = '';

async function waitForListening(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (log.includes('API listening on')) return;
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${log}`);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ext-log-'));
  // A port the system says is free (a random one once met another test's connection in CI: EADDRINUSE).
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // The API does not seed: whatever starts it seeds a new database first, as npm start does.
  await seedProcess(dataDir);
  child = spawn(process.execPath, [path.join(PACKAGE_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
    cwd: PACKAGE_ROOT,
    env: { PATH: process.env.PATH, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  await waitForListening();
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps tokens and passwords out of the log', async () => {
  const client = await signIn(baseUrl, DEMO.customer.email, DEMO.customer.password);
  const tracker = await client.get('/externalapp/getWebTrackerCredentials');
  const kpi = await client.get('/externalapp/getMyKPICredentials');
  expect(tracker.body.userPassword).toBeTruthy();
  expect(kpi.body.accessToken).toBeTruthy();
  const page = await fetch(`${baseUrl}/stand-in/kpi?token=${kpi.body.accessToken}&refresh=${kpi.body.refreshToken}`);
  expect(page.status).toBe(200);
  // An access token in the address is refused and its request line logged without it.
  const token = (await createToken(client, { organisations: [(await client.call(portalContract.customerOptions)).body.options[0].value] })).token;
  expect((await fetch(`${baseUrl}/api/networks/offices?access_token=${token}`)).status).toBe(400);
  await new Promise((r) => setTimeout(r, 300));

  // The log is really being written: the credential calls themselves are in it.
  expect(log).toContain('/api/externalapp/getMyKPICredentials');
  expect(log).toContain('/api/networks/offices?access_token=[redacted]');
  for (const secret of [token, tracker.body.userPassword, kpi.body.accessToken, kpi.body.refreshToken, DEMO.customer.password]) expect(log).not.toContain(secret);
}, 60_000);
