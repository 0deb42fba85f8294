import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn } from '../fixtures';
import { portalUrl } from '../playwright.config';
// The same measurement `npm run bench` prints: scripts as served (compressed bytes on the wire).
import { weighRoute } from '../../scripts/bench/browser.cjs';
import { BYTE_BUDGETS } from '../../scripts/bench/budgets.cjs';

/**
 * Byte budgets, checked on every run: they depend only on the build, not on the
 * machine's load. Timing budgets are printed by `npm run bench` instead.
 */
type Weighed = Awaited<ReturnType<typeof weighRoute>>;
const weighed = new Map<string, Promise<Weighed>>();
const weigh = (browser: Browser, route: string) => {
  if (!weighed.has(route)) weighed.set(route, weighRoute(browser, portalUrl, route));
  return weighed.get(route)!;
};
const list = (w: Weighed) => w.scripts.map((s) => `${s.url} ${s.bytes}`).join('\n');

test.describe.configure({ mode: 'serial' });

test("the shell's first page stays within its JS budget and carries no map or grid library", async ({ browser }) => {
  const w = await weigh(browser, '/login');
  expect(w.bytes, list(w)).toBeLessThanOrEqual(BYTE_BUDGETS.shellFirstPage);
  expect(w.heavyLibraries).toEqual([]);
  expect(w.reactDomCopies).toBe(1);
});

test('everything the dashboard route loads stays within its JS budget, with one React DOM and each shared library once', async ({ browser }) => {
  const w = await weigh(browser, '/shipments');
  expect(w.bytes, list(w)).toBeLessThanOrEqual(BYTE_BUDGETS.dashboardRoute);
  expect(w.reactDomCopies).toBe(1);
  expect(w.sharedLoaded).toEqual(expect.arrayContaining(['react', 'react-dom', '@portal/kit']));
  expect(w.sharedLoadedTwice).toEqual([]);
});

for (const route of ['/quotes/create', '/networks', '/reference/unlocode']) {
  test(`${route} runs one React DOM and loads each shared library once`, async ({ browser }) => {
    const w = await weigh(browser, route);
    expect(w.reactDomCopies).toBe(1);
    expect(w.sharedLoadedTwice).toEqual([]);
  });
}

test('scripts are served compressed, hashed chunks cached for good, manifests and entries revalidated', async ({ browser, request }) => {
  const w = await weigh(browser, '/shipments');
  const hashed = w.scripts.filter((s) => /\.[0-9a-f]{8}\.js$/.test(new URL(s.url).pathname));
  expect(hashed.length).toBeGreaterThan(0);
  for (const s of hashed) expect(s.cacheControl, s.url).toContain('immutable');
  // Below about 1 KB compression does not pay, so those few are sent as they are.
  const large = w.scripts.filter((s) => s.bytes > 1024);
  for (const s of large) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
  const entries = w.scripts.filter((s) => /\/(main|remoteEntry)\.js$/.test(s.url));
  expect(entries.length).toBeGreaterThan(1);
  for (const s of entries) expect(s.cacheControl, s.url).toBe('no-cache');
  const remotes = (await (await request.get('/remotes.json')).json()).remotes as { manifest: string }[];
  for (const { manifest } of remotes) {
    const res = await request.get(manifest, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status(), manifest).toBe(200);
    expect(res.headers()['cache-control'], manifest).toBe('no-cache');
  }
});

/** Where a remote is served from, as the shell's registry says. */
async function remoteOrigin(page: Page, name: string): Promise<string> {
  const { remotes } = (await (await page.request.get('/remotes.json')).json()) as { remotes: { name: string; manifest: string }[] };
  return new URL(remotes.find((r) => r.name === name)!.manifest).origin;
}

for (const [how, menu, remote] of [
  ['pointing at', 'My networks', 'network'],
  ['focusing', 'My Documents', 'documents'],
] as const) {
  test(`${how} a menu entry preloads that remote's page before any click`, async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(page.locator('.remote-area[data-remote="dashboard"][aria-busy="false"]')).toBeVisible();
    const origin = await remoteOrigin(page, remote);
    const isExpose = (url: string) => url.startsWith(origin) && /__federation_expose_App/.test(url);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.filter(isExpose), 'loaded before the pointer or the focus reached the menu').toEqual([]);
    const preloads: string[] = [];
    page.on('request', (r) => isExpose(r.url()) && preloads.push(r.url()));
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: menu });
    const viewport = page.viewportSize()!;
    // A pointer or focus that reached the link while the header was being drawn again met an
    // element that is gone: a person moves again, and so does the test.
    await expect(async () => {
      await page.mouse.move(viewport.width - 1, viewport.height - 1);
      if (how === 'focusing') {
        await link.blur();
        await link.focus();
      } else await link.hover();
      await expect.poll(() => preloads.length, { timeout: 5_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/shipments$/);
  });
}
