import type { Page, Route } from '@playwright/test';
import { test, expect, accounts, expectAccessible, tableQueryOf } from '../fixtures';

/**
 * A grid page's first rows do not wait for AG Grid. DataTable draws the first page as a
 * plain table in the grid's own layout (shared/ui/src/dataTable/FirstRows); AG Grid's code, a
 * chunk of its own (`data-grid.*.js`), is asked for only once a person reaches for the table (the
 * pointer over it, a touch, the focus, a key, a wheel or a scroll), and the grid then takes over
 * the same area with the same page, without a second read and without moving anything. Here the
 * grid's chunk is held back until the first rows have been looked at, used and measured.
 */
const GRID_CHUNK = /\/data-grid\.[0-9a-f]+\.js$/;

/** Holds AG Grid's chunk until `release()`; `requested` says whether the page has asked for it. */
async function holdGrid(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: false, release: () => release() };
  await page.route(GRID_CHUNK, async (route: Route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
}

/** Adds up the document's layout shifts as Lighthouse's CLS does (layout-shift.spec). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Where each cell's text of the first data row stands, left to right. */
async function firstRowTexts(page: Page, rowSelector: string, cellSelector: string) {
  return page.evaluate(
    ({ rowSelector, cellSelector }) => {
      const row = [...document.querySelectorAll<HTMLElement>(rowSelector)].find((r) => r.getBoundingClientRect().height > 0)!;
      const top = Math.round(row.getBoundingClientRect().top);
      // AG Grid draws a row in pieces (its pinned columns apart): every piece at that height.
      const cells = [...document.querySelectorAll<HTMLElement>(`${rowSelector} ${cellSelector}`)].filter((c) => Math.round(c.closest<HTMLElement>(rowSelector)!.getBoundingClientRect().top) === top);
      return cells
        .map((cell) => {
          const box = cell.getBoundingClientRect();
          const at = (n: number) => Math.round(n * 10) / 10;
          return { text: cell.textContent?.trim() ?? '', left: at(box.left), top: at(box.top), width: at(box.width), height: at(box.height) };
        })
        .sort((a, b) => a.left - b.left);
    },
    { rowSelector, cellSelector },
  );
}

for (const width of [390, 1440]) {
  test(`/documents shows its first rows before AG Grid's code has arrived, and the grid takes them over in place (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    expect((await page.request.post('/api/login', { data: accounts.customer })).status()).toBe(200);
    await recordShifts(page);
    const grid = await holdGrid(page);
    const firstPageReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/myDocuments/documents/rows') && tableQueryOf(r.url()).startRow === 0 && tableQueryOf(r.url()).endRow !== 0) firstPageReads.push(r.url());
    });
    await page.goto('/documents');

    const table = page.getByRole('table', { name: 'Documents' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('.ag-root-wrapper')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Download' })).toBeVisible();
    expect(await table.getByRole('columnheader').count()).toBe(width < 600 ? 2 : 6);
    // The toolbar counts the rows already.
    await expect(page.getByText(/^\d+ rows$/)).toBeVisible();
    // Nobody has reached for the table: its grid is not even asked for.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(grid.requested).toBe(false);
    // The page's Download works before the grid exists.
    const button = table.getByRole('button', { name: /^Download / }).first();
    const original = ((await button.getAttribute('aria-label')) ?? '').replace(/^Download /, '');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(original);
    await expectAccessible(page);
    // Reaching for the table (the pointer over it, the press) asks for the grid's code.
    await expect.poll(() => grid.requested).toBe(true);
    const before = await firstRowTexts(page, '.data-table-first-rows .first-rows-body [role="row"]', '[role="cell"]');
    expect(before[0].text).not.toBe('');

    // A keyboard user on the first row's Download keeps the focus there when the grid takes over.
    await button.focus();
    grid.release();
    await expect(page.locator('.data-table-first-rows')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await expect(page.locator('.ag-row[row-index="0"] .ag-cell[col-id="download"] button')).toBeFocused();
    const after = await firstRowTexts(page, '.ag-row', '.ag-cell');
    // The same cells, each exactly where the first rows had it.
    expect(after).toEqual(before);
    await page.waitForTimeout(500);
    expect(await cls(page)).toBeLessThanOrEqual(0.05);
    // One read of the first page: the grid took the answer the first rows were drawn from.
    expect(firstPageReads).toHaveLength(1);
    // A person who has used a grid gets the next table of the page as a grid at once.
    await page.getByRole('tab', { name: /^Quotations/ }).click();
    await expect(page.getByRole('tabpanel').locator('.data-table-grid .ag-root-wrapper')).toBeVisible();
  });
}

test('a filtered view that matches nothing shows the empty state before and after the grid (/myshipments/sea)', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: accounts.customer })).status()).toBe(200);
  const grid = await holdGrid(page);
  await page.goto('/myshipments/sea?etd=1990-01-01..1990-01-02');
  const table = page.getByRole('table', { name: 'Sea shipments' });
  await expect(table.getByRole('status')).toHaveText('No Sea shipments match these filters.');
  await expect(table.getByRole('columnheader', { name: 'Shipment' })).toBeVisible();
  await expect(page.getByText('0 rows')).toBeVisible();
  await table.hover();
  await expect.poll(() => grid.requested).toBe(true);
  grid.release();
  await expect(page.locator('.data-table-first-rows')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.data-table-grid').getByRole('status')).toHaveText('No Sea shipments match these filters.');
});

test('a first page that cannot be read shows the error state, and Retry reads it (/reference/unlocode)', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: accounts.admin })).status()).toBe(200);
  let failures = 1;
  await page.route('**/api/reference/unlocode/rows?*', (route) => (failures-- > 0 ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue()));
  const grid = await holdGrid(page);
  await page.goto('/reference/unlocode');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  // No rows, no grid: its code is not even asked for.
  expect(grid.requested).toBe(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  const table = page.getByRole('table', { name: 'UN/LOCODEs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  grid.release();
  await expect(page.locator('.data-table-first-rows')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.ag-row').first()).toBeVisible();
});

test('a row’s link in the first rows opens its record before the grid is there (/reference/unlocode)', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: accounts.admin })).status()).toBe(200);
  await holdGrid(page);
  await page.goto('/reference/unlocode');
  const table = page.getByRole('table', { name: 'UN/LOCODEs' });
  const link = table.getByRole('row').nth(1).getByRole('link').first();
  const code = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/reference\/unlocode\/\w+$/);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByText(code).first()).toBeVisible();
});
