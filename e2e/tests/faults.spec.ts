import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, reachTable, signIn, test } from '../fixtures';

/**
 * Micro-frontend faults: a remote down at start, down mid-session, and redeployed mid-session with
 * its old chunks gone. The shell is never blank, says what happened, and Retry recovers without a
 * page reload.
 *
 * These tests run their own shell host (port 8087 + offset) beside the global portal, whose
 * dashboard and quotes remotes point at servers the tests start and stop (8088 / 8089 + offset).
 * Those serve copies of the built dist folders from temp dirs: the real dist folders stay as they
 * are. The API and the other remotes are the global setup's.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 100);
const shellPort = 8087 + offset;
const remotePorts = { dashboard: 8088 + offset, quotes: 8089 + offset } as const;
type ControlledRemote = keyof typeof remotePorts;
const shellUrl = `http://localhost:${shellPort}`;
const repoRoot = path.resolve(__dirname, '../..');
const distOf = { dashboard: path.join(repoRoot, 'mfe-dashboard/dist'), quotes: path.join(repoRoot, 'mfe-quotes/dist') };

interface Server {
  app: { close(): Promise<void> };
}
type ServeApp = (name: string, env: Record<string, string | undefined>, options?: { distDir?: string; port?: number }) => Promise<Server>;
let serveApp: ServeApp;

const env = () => ({
  ...process.env,
  // This host's copy of the remotes' routes (host/src/last-known-routes.ts), seeded below.
  ROUTES_CACHE_DIR: path.join(tempRoot, 'routes'),
  PORT_OFFSET: String(offset),
  PORTAL_PORT: String(shellPort),
  REMOTE_DASHBOARD_URL: `http://localhost:${remotePorts.dashboard}`,
  REMOTE_QUOTES_URL: `http://localhost:${remotePorts.quotes}`,
});

/** One remote's deployment that a test can take down and bring back. */
class RemoteDeployment {
  private server: Server | null = null;
  constructor(
    readonly name: ControlledRemote,
    public distDir: string,
  ) {}
  async up(distDir = this.distDir) {
    await this.down();
    this.distDir = distDir;
    this.server = await serveApp(this.name, env(), { distDir, port: remotePorts[this.name] });
  }
  async down() {
    await this.server?.app.close();
    this.server = null;
  }
}

const HASHED_FILE = /\.([0-9a-f]{8})\.[a-z0-9]+(?:\.LICENSE\.txt)?$/;
const nextHex = (hash: string) => hash.replace(/[0-9a-f]/g, (c) => ((parseInt(c, 16) + 1) % 16).toString(16));

/**
 * A "new build" of a remote: the same code with every content hash changed, so each chunk of the
 * old build is gone from the new deployment (as after a real rebuild). Compressed copies are left
 * out (the server then sends the plain file). Returns the new chunk names.
 */
function redeployedCopy(dist: string, into: string): string[] {
  cpSync(dist, into, { recursive: true });
  const files = readdirSync(into).filter((f) => statSync(path.join(into, f)).isFile());
  for (const f of files) if (/\.(gz|br)$/.test(f)) rmSync(path.join(into, f));
  const hashes = new Map<string, string>();
  for (const f of files) {
    const hash = HASHED_FILE.exec(f)?.[1];
    if (hash) hashes.set(hash, nextHex(hash));
  }
  const pattern = new RegExp([...hashes.keys()].join('|'), 'g');
  const renamed: string[] = [];
  for (const f of readdirSync(into)) {
    const file = path.join(into, f);
    if (/\.(js|json|html|css|txt|map)$/.test(f)) writeFileSync(file, readFileSync(file, 'utf8').replace(pattern, (h) => hashes.get(h)!));
    const newName = f.replace(pattern, (h) => hashes.get(h)!);
    if (newName !== f) {
      renameSync(file, path.join(into, newName));
      renamed.push(newName);
    }
  }
  return renamed;
}

let shell: Server;
let tempRoot: string;
const deployments: RemoteDeployment[] = [];

let copies = 0;
/** A deployment of a copy of the remote's current build. */
function deployment(name: ControlledRemote) {
  const copy = path.join(tempRoot, `${name}-${++copies}`);
  cpSync(distOf[name], copy, { recursive: true });
  const d = new RemoteDeployment(name, copy);
  deployments.push(d);
  return d;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ serveApp } = (await import(path.join(repoRoot, 'host/src/serve-app.ts'))) as { serveApp: ServeApp });
  tempRoot = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
  // A host that has read both remotes' routes before (its copy on disk): their menu entries are
  // there while they are down. A remote this host never read is remote-routes.spec.ts's case.
  mkdirSync(path.join(tempRoot, 'routes'));
  for (const name of Object.keys(remotePorts) as ControlledRemote[]) {
    const manifest = `http://localhost:${remotePorts[name]}/mf-manifest.json`;
    writeFileSync(path.join(tempRoot, 'routes', `${encodeURIComponent(manifest)}.json`), readFileSync(path.join(distOf[name], 'routes.json')));
  }
  shell = await serveApp('shell', env());
});

test.afterEach(async () => {
  await Promise.all(deployments.splice(0).map((d) => d.down()));
});

test.afterAll(async () => {
  await shell?.app.close();
  rmSync(tempRoot, { recursive: true, force: true });
});

/** Marks the document: a page reload would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { faultMark: string }).faultMark = 'same page'));
const expectSameDocument = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { faultMark?: string }).faultMark)).toBe('same page');

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a remote down at start: the portal opens, other routes work, and Retry recovers once it is back', async ({ page }) => {
  const dashboard = deployment('dashboard');
  const quotes = deployment('quotes');
  await dashboard.up();
  await signIn(page, 'customer', `${shellUrl}/shipments`);
  await expect(heading(page, 'MyDashboard')).toBeVisible();
  await markDocument(page);

  await mainNav(page).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByText('Quotes is unavailable at the moment. The rest of the portal keeps working.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The header and the other routes keep working meanwhile.
  await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
  await expect(heading(page, 'Contact Us')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retry while it is still down says so again.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await quotes.up();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'Quotes')).toBeVisible();
  await expect(page.getByText(/unavailable/)).toHaveCount(0);
  await expectSameDocument(page);
});

/** Both remotes up, the customer on MyDashboard, the document marked (a reload would show). */
async function openDashboard(page: Page) {
  const dashboard = deployment('dashboard');
  const quotes = deployment('quotes');
  await Promise.all([dashboard.up(), quotes.up()]);
  await signIn(page, 'customer', `${shellUrl}/shipments`);
  await expect(heading(page, 'MyDashboard')).toBeVisible();
  await markDocument(page);
  return { dashboard, quotes };
}

test('a remote down mid-session: the shell says so on routes that need it, the rest works, and Retry recovers', async ({ page }) => {
  const { dashboard } = await openDashboard(page);

  await dashboard.down();
  // MyShipments is a chunk of the dashboard remote that was not loaded yet.
  await mainNav(page).getByRole('link', { name: 'MyShipments' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText(/unavailable/).first()).toBeVisible();
  await expect(mainNav(page)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Quotes' }).click();
  await expect(heading(page, 'Quotes')).toBeVisible();
  // Back to the remote that is down: never a blank area, either its page (loaded code) or the message.
  await mainNav(page).getByRole('link', { name: 'MyDashboard' }).click();
  await expect(heading(page, 'MyDashboard').or(page.getByRole('button', { name: 'Retry' })).first()).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'MyShipments' }).click();
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();

  await dashboard.up();
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await expect(heading(page, 'Sea shipments')).toBeVisible();
  await reachTable(page.getByRole('region', { name: 'Sea shipments' }));
  await expect(page.getByRole('region', { name: 'Sea shipments' }).locator('.ag-row').first()).toBeVisible();
  await expect(page.getByText(/unavailable/)).toHaveCount(0);
  await expectSameDocument(page);
});

test('a remote redeployed mid-session with its old chunks gone: a new chunk says unavailable, and Retry loads the new build', async ({ page }) => {
  const { dashboard } = await openDashboard(page);

  const newBuild = path.join(tempRoot, 'dashboard-new-build');
  const newChunks = new Set(redeployedCopy(distOf.dashboard, newBuild));
  expect(newChunks.size).toBeGreaterThan(5);
  const served: string[] = [];
  page.on('response', (res) => {
    const file = new URL(res.url()).pathname.slice(1);
    if (res.url().startsWith(`http://localhost:${remotePorts.dashboard}/`) && newChunks.has(file) && res.ok()) served.push(file);
  });
  await dashboard.up(newBuild);

  await mainNav(page).getByRole('link', { name: 'MyShipments' }).click();
  const recovered = heading(page, 'Sea shipments');
  const retry = page.getByRole('button', { name: 'Retry' }).first();
  await expect(recovered.or(retry)).toBeVisible();
  // Either the shell recovered by itself, or it says the part is unavailable and Retry recovers.
  if (await retry.isVisible()) {
    await expect(page.getByText(/unavailable/).first()).toBeVisible();
    await retry.click();
  }
  await expect(recovered).toBeVisible();
  await reachTable(page.getByRole('region', { name: 'Sea shipments' }));
  await expect(page.getByRole('region', { name: 'Sea shipments' }).locator('.ag-row').first()).toBeVisible();
  await expect(page.getByText(/unavailable/)).toHaveCount(0);
  // The page now runs chunks of the new build.
  expect(served.length).toBeGreaterThan(0);
  await expectSameDocument(page);
});
