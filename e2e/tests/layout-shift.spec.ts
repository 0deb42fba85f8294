import type { Page } from '@playwright/test';
import { test, expect, accounts, reachTable, type AccountName } from '../fixtures';

/**
 * No main route moves its layout while it loads, on a laptop and on a phone. Each
 * route is opened as a new document (signed in), and a PerformanceObserver adds up its layout
 * shifts the way Lighthouse's CLS does (no input excluded) until the page has settled. Layout
 * shift does not depend on the machine's speed: space is reserved for what loads.
 */
const MAX_CLS = 0.05;
/**
 * A list page: its first rows, then a person reaches for the table and AG Grid takes their place
 * (a hover is no input that excuses a shift: a move there counts).
 */
const gridReady = async (page: Page) => {
  await reachTable(page.locator('.data-table-grid').first());
  await expect(page.locator('.ag-row').first()).toBeVisible();
};
const ROUTES: { path: string; who: AccountName; ready: (page: Page) => Promise<void> }[] = [
  { path: '/shipments', who: 'customer', ready: (p) => expect(p.getByRole('listbox').first().getByRole('option').first()).toBeVisible() },
  { path: '/myshipments/sea', who: 'customer', ready: gridReady },
  { path: '/quotes', who: 'customer', ready: (p) => expect(p.locator('.quote-list tbody tr, .quote-card').first()).toBeVisible() },
  { path: '/quotes/create', who: 'customer', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Request Quote' })).toBeVisible() },
  { path: '/documents', who: 'customer', ready: gridReady },
  { path: '/networks', who: 'customer', ready: (p) => expect(p.locator('.net-map[data-ready="true"]')).toBeVisible({ timeout: 20_000 }) },
  { path: '/contact', who: 'customer', ready: (p) => expect(p.getByRole('button', { name: 'Send message' })).toBeVisible() },
  { path: '/portal', who: 'customer', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible() },
  { path: '/reference/unlocode', who: 'admin', ready: gridReady },
  // A long "New …" button beside the row count: the count's arrival once wrapped the toolbar on a phone.
  { path: '/reference/customerGroups', who: 'admin', ready: gridReady },
  { path: '/reference/networkLocations', who: 'admin', ready: gridReady },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of each new document, with what moved (for the failure message). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        const sources = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName)));
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const viewport of VIEWPORTS) {
  for (const who of ['customer', 'admin'] as const) {
    const routes = ROUTES.filter((r) => r.who === who);
    test(`${who}'s main routes shift their layout by at most ${MAX_CLS} while they load (${viewport.name}, ${viewport.width} px)`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const res = await page.request.post('/api/login', { data: accounts[who] });
      expect(res.status()).toBe(200);
      await recordShifts(page);
      for (const route of routes) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await route.ready(page);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0, { timeout: 15_000 });
          // Late arrivals (a map's tiles, a count) have their moment to move something.
          await page.waitForTimeout(800);
          const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
          const cls = shifts.reduce((sum, s) => sum + s.value, 0);
          const detail = shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(', ')}`).join('; ');
          test.info().annotations.push({ type: 'CLS', description: `${route.path} @${viewport.width}: ${cls.toFixed(3)}` });
          expect.soft(cls, `CLS of ${route.path} at ${viewport.width} px (${detail})`).toBeLessThanOrEqual(MAX_CLS);
        });
      }
    });
  }
}

// The host draws the header's organisation from the API's selection hint before any script runs
// (host/src/html-hints.ts): it must stand where the shell's own selector then stands, at the same
// size, or the page would jump when React replaces it (a replaced node is no layout shift to the
// observer above, but it is to a person).
for (const width of [390, 820, 1440]) {
  test(`the organisation the host draws at first paint is where and as the shell then draws it (${width} px)`, async ({ browser, baseURL }) => {
    const box = async (javaScriptEnabled: boolean, selector: string) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      expect((await page.request.post('/api/login', { data: accounts.customer })).status()).toBe(200);
      await page.goto('/quotes');
      const element = page.locator(selector);
      await expect(element).toHaveText(/^C10001 – /);
      const found = { label: await element.boundingBox(), text: await element.textContent() };
      await context.close();
      return found;
    };
    const first = await box(false, '.boot-selector-label');
    const shell = await box(true, '.selector-label');
    expect(first.text).toBe(shell.text);
    expect(first.label).toEqual(shell.label);
  });
}
