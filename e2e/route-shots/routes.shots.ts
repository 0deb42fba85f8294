import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, signIn, type AccountName } from '../fixtures';

const WIDTHS = [1440, 820, 390] as const;
const shotsDir = path.resolve(process.env.SHOTS_DIR ?? 'test-results/shots');

interface Shot {
  name: string;
  who: AccountName;
  /** Goes to the page and waits until it shows its data. */
  open: (page: Page) => Promise<void>;
}

const visit = (route: string, ready: (p: Page) => Promise<unknown>) => async (page: Page) => {
  await page.goto(route);
  await ready(page);
};
const heading = (p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible();
const gridRow = (p: Page) => expect(p.locator('.ag-row').first()).toBeVisible();

const SHOTS: Shot[] = [
  { name: 'shipments', who: 'customer', open: visit('/shipments', (p) => expect(p.locator('.shipment-map .ol-viewport')).toBeVisible({ timeout: 20_000 })) },
  { name: 'myshipments_sea', who: 'customer', open: visit('/myshipments/sea', gridRow) },
  { name: 'myshipments_air', who: 'customer', open: visit('/myshipments/air', gridRow) },
  {
    name: 'shipment_detail',
    who: 'customer',
    open: async (page) => {
      await page.goto('/myshipments/sea');
      await gridRow(page);
      await page.locator('.ag-row a').first().click();
      await expect(page).toHaveURL(/\/myshipments\/sea\/.+/);
      await heading(page);
    },
  },
  { name: 'quotes', who: 'customer', open: visit('/quotes', (p) => expect(p.locator('.quote-list tbody tr, .quote-card').first()).toBeVisible()) },
  { name: 'quotes_create', who: 'customer', open: visit('/quotes/create', heading) },
  { name: 'sandbox', who: 'customer', open: visit('/sandbox', heading) },
  { name: 'documents', who: 'customer', open: visit('/documents', gridRow) },
  { name: 'networks', who: 'customer', open: visit('/networks', (p) => expect(p.locator('.net-map[data-ready="true"]')).toBeVisible({ timeout: 20_000 })) },
  { name: 'contact', who: 'customer', open: visit('/contact', heading) },
  { name: 'webtracker', who: 'customer', open: visit('/webtracker', heading) },
  { name: 'mykpi', who: 'customer', open: visit('/mykpi', heading) },
  { name: 'portal', who: 'customer', open: visit('/portal', heading) },
  { name: 'notifications', who: 'customer', open: visit('/notifications', heading) },
  { name: 'reference', who: 'admin', open: visit('/reference', heading) },
  { name: 'reference_unlocode', who: 'admin', open: visit('/reference/unlocode', gridRow) },
  { name: 'reference_customers_create', who: 'admin', open: visit('/reference/customers/create', (p) => expect(p.getByRole('button', { name: /Save|Create/ }).first()).toBeVisible()) },
];

for (const width of WIDTHS) {
  for (const who of ['customer', 'admin'] as const) {
    test(`${who} at ${width} px`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width < 1000 ? 1180 : 900 });
      const shots = SHOTS.filter((s) => s.who === who);
      await signIn(page, who, '/shipments');
      const dir = path.join(shotsDir, String(width));
      mkdirSync(dir, { recursive: true });
      for (const shot of shots) {
        await test.step(shot.name, async () => {
          await shot.open(page);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0, { timeout: 15_000 });
          await page.waitForTimeout(800);
          await page.screenshot({ path: path.join(dir, `${shot.name}.png`), fullPage: true });
          // The first screen as the user sees it, too: a full page hides what sticks or scrolls inside a box.
          await page.screenshot({ path: path.join(dir, `${shot.name}.view.png`) });
        });
      }
    });
  }
}
