import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/**
 * A remote's routes reach the portal with the remote's deploy: its build publishes them beside its
 * manifest (routes.json) and the portal host reads the deployed file at run time, with the
 * manifest (host/src/html-hints.ts, every 5 s). These tests run their own portal host
 * (8093 + offset), whose quotes remote is a deployment they start, stop and replace
 * (8094 + offset), with a fresh copy of the host's last known routes: the host has never read
 * that remote. The API and the other remotes are the global setup's.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 100);
const shellUrl = `http://localhost:${8093 + offset}`;
const quotesPort = 8094 + offset;
const repoRoot = path.resolve(__dirname, '../..');
const quotesDist = path.join(repoRoot, 'mfe-quotes/dist');

interface Server {
  app: { close(): Promise<void> };
}
type ServeApp = (name: string, env: Record<string, string | undefined>, options?: { distDir?: string; port?: number }) => Promise<Server>;
interface Registry {
  remotes: { name: string; routes: { path: string; title: string; menu?: string }[] }[];
}

let serveApp: ServeApp;
let tempRoot: string;
let shell: Server | null = null;
let quotes: Server | null = null;

const env = () => ({
  ...process.env,
  PORT_OFFSET: String(offset),
  PORTAL_PORT: String(8093 + offset),
  REMOTE_QUOTES_URL: `http://localhost:${quotesPort}`,
  ROUTES_CACHE_DIR: path.join(tempRoot, 'routes'),
});

/**
 * A deployment of the quotes remote's build whose routes.json declares `routes` (the build's own
 * code: its sandbox page is in it, declared or not), as a team's new build would publish them.
 */
function quotesBuild(name: string, edit: (routes: Record<string, unknown>[]) => Record<string, unknown>[]) {
  const dir = path.join(tempRoot, name);
  cpSync(quotesDist, dir, { recursive: true });
  // The compressed copies of the old file would be served in its place.
  rmSync(path.join(dir, 'routes.json.gz'), { force: true });
  rmSync(path.join(dir, 'routes.json.br'), { force: true });
  const { routes } = JSON.parse(readFileSync(path.join(quotesDist, 'routes.json'), 'utf8')) as { routes: Record<string, unknown>[] };
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes: edit(routes) }));
  return dir;
}

async function deployQuotes(dir: string) {
  await quotes?.app.close();
  quotes = await serveApp('quotes', env(), { distDir: dir, port: quotesPort });
}

const registry = async (page: Page) => (await (await page.request.get(`${shellUrl}/remotes.json`)).json()) as Registry;
const routesOf = async (page: Page, name: string) => (await registry(page)).remotes.find((r) => r.name === name)?.routes ?? [];
/** Until the host's registry (read by the host every 5 s) gives the remote's routes this test expects. */
const untilRoutes = (page: Page, name: string, check: (paths: string[]) => boolean) =>
  expect.poll(async () => check((await routesOf(page, name)).map((r) => r.path)), { timeout: 15_000 }).toBe(true);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ serveApp } = (await import(path.join(repoRoot, 'host/src/serve-app.ts'))) as { serveApp: ServeApp });
  tempRoot = mkdtempSync(path.join(tmpdir(), 'portal-remote-routes-'));
});

test.afterEach(async () => {
  await Promise.all([shell?.app.close(), quotes?.app.close()]);
  shell = quotes = null;
});

test.afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

test('a remote down when the host starts gets its menu entries once it is back, without a restart of the host', async ({ page }) => {
  shell = await serveApp('shell', env());
  await untilRoutes(page, 'dashboard', (paths) => paths.includes('/shipments'));
  expect(await routesOf(page, 'quotes')).toEqual([]);
  await signIn(page, 'customer', `${shellUrl}/shipments`);
  await expect(mainNav(page).getByRole('link', { name: 'MyDashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Quotes' })).toHaveCount(0);

  await deployQuotes(quotesDist);
  await untilRoutes(page, 'quotes', (paths) => paths.includes('/quotes/*'));
  await page.reload();
  await mainNav(page).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
});

test("a new build of one remote that adds a page: its menu entry, its title at first paint and the page, with the host running on", async ({ page }) => {
  const lead = 'Quotes to try things out on, apart from your real ones.';
  await deployQuotes(quotesBuild('without-sandbox', (routes) => routes.filter((r) => r.path !== '/sandbox')));
  shell = await serveApp('shell', env());
  await untilRoutes(page, 'quotes', (paths) => paths.includes('/quotes/*'));
  const before = await registry(page);
  expect(before.remotes.find((r) => r.name === 'quotes')!.routes.map((r) => r.path)).not.toContain('/sandbox');
  await signIn(page, 'customer', `${shellUrl}/shipments`);
  await expect(mainNav(page).getByRole('link', { name: 'My Sandbox' })).toHaveCount(0);

  // The team ships the new build; nothing of the host is touched.
  await deployQuotes(quotesBuild('with-sandbox', (routes) => [...routes.filter((r) => r.path !== '/sandbox'), { path: '/sandbox', title: 'My Sandbox', menu: 'My Sandbox', leads: { '/sandbox': lead } }]));
  await untilRoutes(page, 'quotes', (paths) => paths.includes('/sandbox'));

  // The first paint: the host's HTML itself has the page's title and opening line.
  const html = await (await page.request.get(`${shellUrl}/sandbox`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<h1>My Sandbox</h1>');
  expect(html).toContain(lead);
  await page.reload();
  await mainNav(page).getByRole('link', { name: 'My Sandbox' }).click();
  await expect(page).toHaveURL(`${shellUrl}/sandbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sandbox' })).toBeVisible();

  // The other remotes are as they were.
  const after = await registry(page);
  expect(after.remotes.filter((r) => r.name !== 'quotes')).toEqual(before.remotes.filter((r) => r.name !== 'quotes'));
  await mainNav(page).getByRole('link', { name: 'MyDashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MyDashboard' })).toBeVisible();
});
