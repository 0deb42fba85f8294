import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, signIn, reachTable, type AccountName } from '../fixtures';

/**
 * Every main route at a phone's, a tablet's and a laptop's width: the page never scrolls
 * sideways, what the user needs is on screen, and the layout does not shift once shown.
 * SHOTS_DIR=<folder> also keeps a full-page picture of each (e.g. before/after a layout change).
 */
const WIDTHS = [390, 820, 1440] as const;
/** A list page is ready once a person has reached for its table and the grid has taken over its first rows. */
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
  // Every reference list (shared/contracts/src/reference/registry.ts), customers' first.
  ...['customers', 'customerGroups', 'cepUsers', 'documents', 'contentTypes', 'networkLocations', 'unlocode', 'userSetting', 'userCustomerGroup', 'companies'].map((entity) => ({
    path: `/reference/${entity}`,
    who: 'admin' as const,
    ready: gridReady,
  })),
];

const shotsDir = process.env.SHOTS_DIR ? path.resolve(process.env.SHOTS_DIR) : null;

/** Cumulative layout shift since the page loaded, as Lighthouse counts it (no input excluded). */
async function installClsObserver(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(700);
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
}

/** How many lines an element's text takes (1 for a title that does not wrap). */
async function lineCount(locator: Locator): Promise<number> {
  return locator.first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });
}

/**
 * A grid on the page, as the user sees it: how far its columns reach beyond it (a sideways scroll
 * inside the grid), whether its last header ends inside it (not cut by the grid's edge), and the
 * headers and the given cells whose text is cut (an ellipsis, or a wrapped value taller than its
 * row). Null when the page has no grid.
 */
async function gridFit(page: Page, cells: string) {
  return page.evaluate((cellSelector) => {
    const grid = document.querySelector('.data-table-grid .ag-root-wrapper');
    const viewport = document.querySelector('.ag-body-horizontal-scroll-viewport');
    if (!grid || !viewport) return null;
    const overflows = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    // The cell or what it holds (a record's link): an ellipsis, or a third line below a two-line row.
    const cut = (el: Element) => overflows(el) || [...el.querySelectorAll('*')].some(overflows);
    const headers = [...grid.querySelectorAll('.ag-header-cell')];
    return {
      beyond: viewport.scrollWidth - viewport.clientWidth,
      lastHeaderRight: Math.max(...headers.map((h) => h.getBoundingClientRect().right)) - grid.getBoundingClientRect().right,
      cutHeaders: [...grid.querySelectorAll('.ag-header-cell-text')].filter(cut).map((h) => h.textContent),
      cutCells: [...grid.querySelectorAll(cellSelector)].filter(cut).map((c) => c.textContent),
      cellCount: grid.querySelectorAll(cellSelector).length,
    };
  }, cells);
}

/** The cells of each list that must be read whole at every width (names, places). */
const WHOLE_CELLS: Record<string, string> = {
  '/myshipments/sea': '.ag-row [col-id="shipmentid"], .ag-row [col-id="departure_name"], .ag-row [col-id="arrival_name"]',
  '/documents': '.ag-row [col-id="name"]',
  // Every value of a reference list that is shown is read whole: a long e-mail address, a
  // company's name or a description takes another line (or a less important column makes room).
  ...Object.fromEntries(ROUTES.filter((r) => r.path.startsWith('/reference/')).map((r) => [r.path, '.ag-row .ag-cell:not([col-id="actions"])'])),
};

/**
 * The row actions (View, Edit, Delete) of a reference list that are not wholly shown: each must lie
 * inside its cell (not cut by the cell's or the column's edge), inside the grid's body and on screen,
 * without a sideways scroll. Returns the cut ones' accessible names, and how many were looked at.
 */
async function cutRowActions(page: Page) {
  return page.evaluate(() => {
    const actions = [...document.querySelectorAll('.ag-row [col-id="actions"] a, .ag-row [col-id="actions"] button')];
    const cut = actions.filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.scrollWidth > el.clientWidth + 1 || r.left < 0 || r.right > window.innerWidth) return true;
      // Every box around it that clips (the cell, the grid's scrolled or pinned parts, the grid).
      for (let box = el.parentElement; box && !box.matches('.data-table-grid'); box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const b = box.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) return true;
      }
      return false;
    });
    return { count: actions.length, cut: cut.map((el) => el.getAttribute('aria-label') ?? el.textContent) };
  });
}

/** True when the element's centre is on screen and not covered or clipped away by a scroll box. */
async function reallyVisible(page: Page, selector: string): Promise<boolean[]> {
  return page.$$eval(selector, (elements) =>
    elements.map((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.left < 0 || r.right > window.innerWidth) return false;
      // Scrolled up or down into view; a box that had to scroll sideways to show it does not count.
      const sideways = () => [...document.querySelectorAll('*')].filter((n) => n.contains(el)).map((n) => n.scrollLeft).join();
      const before = sideways();
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const after = el.getBoundingClientRect();
      const hit = document.elementFromPoint(after.left + after.width / 2, after.top + after.height / 2);
      return sideways() === before && !!hit && (hit === el || el.contains(hit)) && after.left >= 0 && after.right <= window.innerWidth;
    }),
  );
}

for (const width of WIDTHS) {
  for (const who of ['customer', 'admin'] as const) {
    const routes = ROUTES.filter((r) => r.who === who);
    test(`${who}'s main routes at ${width} px: no sideways scroll, what matters on screen, a stable layout`, async ({ page }) => {
      test.setTimeout(who === 'admin' ? 360_000 : 180_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width < 1000 ? 1180 : 900 });
      await installClsObserver(page);
      await signIn(page, who, routes[0].path);
      for (const route of routes) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await route.ready(page);
          await settle(page);
          if (shotsDir) {
            mkdirSync(shotsDir, { recursive: true });
            await page.screenshot({ path: path.join(shotsDir, `${route.path.slice(1).replace(/\//g, '_')}-${width}.png`), fullPage: true });
          }
          const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
          expect.soft(scrollWidth, `${route.path} at ${width}: page width`).toBeLessThanOrEqual(innerWidth);
          // The page's title holds one line, a phone's included.
          expect.soft(await lineCount(page.getByRole('heading', { level: 1 })), `${route.path} at ${width}: title lines`).toBe(1);
          // Printed, not asserted: loading states and skeletons own the budget of 0.05.
          const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
          console.log(`CLS ${route.path} @${width}: ${cls.toFixed(3)}`);

          if (width >= 820) {
            // A tablet and a laptop have room for the whole organisation name in the header.
            const selector = page.locator('.selector-label');
            expect.soft(await selector.evaluate((el) => el.scrollWidth - el.clientWidth), `organisation name cut at ${width}`).toBeLessThanOrEqual(0);
          }

          const nav = page.getByRole('navigation', { name: 'Main' });
          if (width < 1024) {
            // A phone or a tablet: the menu is one button; opened, it fits the screen and Escape closes it.
            const toggle = page.getByRole('button', { name: 'Menu' });
            await expect.soft(toggle).toBeVisible();
            await expect.soft(toggle).toHaveAttribute('aria-expanded', 'false');
            // A phone: brand, Menu and the user on one line, the organisation across the second: no
            // more. A tablet: one line.
            const header = await page.locator('.app-header').boundingBox();
            expect.soft(header!.height, 'header height').toBeLessThanOrEqual(width < 600 ? 120 : 64);
            await expect.soft(nav.getByRole('link')).toHaveCount(0);
            if (await toggle.isVisible()) {
              await toggle.click();
              await expect.soft(toggle).toHaveAttribute('aria-expanded', 'true');
              await expect.soft(nav.getByRole('link').first()).toBeFocused();
              const box = await nav.boundingBox();
              expect.soft(box!.x + box!.width).toBeLessThanOrEqual(width);
              expect.soft(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
              for (const link of await nav.getByRole('link').all()) await expect.soft(link).toBeInViewport({ ratio: 1 });
              await page.keyboard.press('Escape');
              await expect.soft(toggle).toHaveAttribute('aria-expanded', 'false');
              await expect.soft(toggle).toBeFocused();
            }
          } else {
            // A laptop: every entry on one line, none cut.
            await expect.soft(nav.getByRole('link').first()).toBeVisible();
            const tops = await nav.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
            expect.soft(new Set(tops).size, `menu rows at ${width}`).toBe(1);
          }

          // Every list shows the columns that fit at this width: none beyond the grid's edge (no
          // sideways scroll inside it, the last one not cut), no header cut, its key cells whole.
          const fit = await gridFit(page, WHOLE_CELLS[route.path] ?? '.ag-row [col-id="__none__"]');
          if (fit) {
            expect.soft(fit.beyond, `${route.path} at ${width}: columns beyond the grid`).toBeLessThanOrEqual(1);
            expect.soft(fit.lastHeaderRight, `${route.path} at ${width}: last column cut by the grid's edge`).toBeLessThanOrEqual(1);
            expect.soft(fit.cutHeaders, `${route.path} at ${width}: headers cut`).toEqual([]);
            if (WHOLE_CELLS[route.path]) {
              expect.soft(fit.cellCount, `${route.path} at ${width}: key cells shown`).toBeGreaterThan(0);
              expect.soft(fit.cutCells, `${route.path} at ${width}: key cells cut`).toEqual([]);
            }
          }

          if (route.path.startsWith('/reference/')) {
            // A phone's list is the records' names (each opens its record, where Edit and Delete
            // are); a tablet's and a laptop's rows show their actions whole, beside names not cut.
            const actions = await cutRowActions(page);
            if (width < 600) expect.soft(actions.count, `${route.path} at ${width}: no actions column on a phone`).toBe(0);
            else {
              expect.soft(actions.count, `${route.path} at ${width}: row actions shown`).toBeGreaterThan(0);
              expect.soft(actions.cut, `${route.path} at ${width}: row actions cut`).toEqual([]);
            }
          }
          if (route.path === '/myshipments/sea') {
            if (width < 1000) {
              // The last column's values end clear of the grid's vertical scrollbar, and its track does not
              // paint over the rows (a blank strip that cut the last column).
              const lastColumn = await page.evaluate(() => {
                const scrollbar = document.querySelector('.ag-body-vertical-scroll-viewport')!;
                const textRight = (cell: Element) => {
                  const range = document.createRange();
                  range.selectNodeContents(cell);
                  return range.getBoundingClientRect().right;
                };
                const cells = [...document.querySelectorAll('.ag-row .ag-cell')];
                return { textRight: Math.max(...cells.map(textRight)), scrollbarLeft: scrollbar.getBoundingClientRect().left, track: getComputedStyle(scrollbar).backgroundColor };
              });
              expect.soft(lastColumn.textRight, `last column's values under the scrollbar at ${width}`).toBeLessThanOrEqual(lastColumn.scrollbarLeft);
              expect.soft(lastColumn.track, 'the scrollbar track is clear').toBe('rgba(0, 0, 0, 0)');
            }
            const pager = await page.locator('.ag-paging-panel').boundingBox();
            expect.soft(pager!.x + pager!.width, 'pager not cut').toBeLessThanOrEqual(width);
            const next = (await page.getByRole('button', { name: 'Next Page' }).boundingBox())!;
            expect.soft(next.x + next.width, 'the pager\'s arrows on screen').toBeLessThanOrEqual(width);
            // The last tab chosen: it comes into view, however narrow the window.
            await page.goto('/myshipments/air');
            // Its rows (the first rows or the grid's), the page not scrolled by reaching for the table.
            await expect(page.locator('.data-table-grid [role="row"]').nth(1)).toBeVisible();
            await expect.soft(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.9 });
            expect.soft((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(width);
          }
          if (route.path === '/shipments') {
            // The delays and CO₂e table fits its card (its caption was cut by a sideways scroll on a
            // phone), and its title holds one line.
            const kpis = page.locator('.shipment-kpis');
            await expect(kpis).toBeVisible();
            expect.soft(await kpis.evaluate((el) => el.scrollWidth - el.clientWidth), `KPI table beyond its card at ${width}`).toBeLessThanOrEqual(0);
            expect.soft(await lineCount(kpis.locator('caption .kpi-title')), `KPI title lines at ${width}`).toBe(1);
            // A shipment's number and its delay are never cut: the delay takes the next line instead.
            const cut = await page.$$eval('.shipment-row .shipment-id-line', (lines) => lines.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
            expect.soft(cut, `shipment numbers and delays cut at ${width}`).toEqual([]);
            // Places are read whole: the port's name and its city and country ("Auckland, Ne…" on a phone).
            const places = await page.$$eval('.shipment-row .shipment-place, .shipment-row .shipment-city', (lines) =>
              lines.map((l) => ({ text: l.textContent, cut: l.scrollWidth > l.clientWidth + 1 || l.scrollHeight > l.clientHeight + 1 })),
            );
            expect.soft(places.length, 'places shown').toBeGreaterThan(0);
            expect.soft(places.filter((p) => p.cut).map((p) => p.text), `places cut at ${width}`).toEqual([]);
          }
          if (route.path === '/documents') {
            // Every name is read whole (a second line rather than "Commercial invoice SEA…"), and
            // Download lies inside the grid and the screen, with no sideways scroll to reach it.
            const names = await page.$$eval('.ag-row [col-id="name"]', (cells) =>
              cells.map((c) => ({ text: c.textContent, cut: c.scrollWidth > c.clientWidth || c.scrollHeight > c.clientHeight })),
            );
            expect.soft(names.length).toBeGreaterThan(0);
            expect.soft(names.filter((n) => n.cut).map((n) => n.text), `document names cut at ${width}`).toEqual([]);
            expect.soft(await page.$eval('.ag-body-horizontal-scroll-viewport', (el) => el.scrollWidth - el.clientWidth), `columns beyond the grid at ${width}`).toBeLessThanOrEqual(1);
            const grid = (await page.locator('.data-table-grid').boundingBox())!;
            const download = (await page.getByRole('button', { name: /^Download / }).first().boundingBox())!;
            expect.soft(download.x + download.width, 'Download inside the grid').toBeLessThanOrEqual(grid.x + grid.width);
            expect.soft(download.x + download.width, 'Download on screen').toBeLessThanOrEqual(width);
          }
          if (route.path === '/portal') {
            // The picture picker says what is chosen in words read whole ("No fil…osen" on a phone).
            const chosen = page.locator('.file-picker-name');
            await expect.soft(chosen).toHaveText('No picture chosen');
            expect.soft(await chosen.evaluate((el) => el.scrollWidth - el.clientWidth), `picture picker cut at ${width}`).toBeLessThanOrEqual(0);
            const box = (await chosen.boundingBox())!;
            expect.soft(box.x + box.width, `picture picker beyond the screen at ${width}`).toBeLessThanOrEqual(width);
          }
          if (route.path === '/quotes') {
            // Every open quote's actions can be reached without scrolling a box sideways.
            const visible = await reallyVisible(page, '.quote-list [aria-label^="Cancel request"], .quote-list [aria-label^="Download offer"]');
            expect.soft(visible.length).toBeGreaterThan(0);
            expect.soft(visible.every(Boolean), `quote actions on screen at ${width}`).toBe(true);
          }
        });
      }
    });
  }
}

test('"Show expired" brings the expired quotes into view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'customer', '/quotes');
  const toggle = page.getByRole('switch', { name: /Show expired \(\d+\)/ });
  await expect(toggle).toBeVisible();
  await expect(page.locator('.quote-list tr.is-muted')).toHaveCount(0);
  await toggle.check();
  const expired = page.locator('.quote-list tr.is-muted');
  await expect(expired.first()).toBeVisible();
  await expect(expired.first()).toBeInViewport({ ratio: 1 });
});

// The administrator has ten menu entries: from a small laptop's width on they stay one row, none cut
// or behind a sideways scroll, and the header beside the brand and the user's name on one line.
for (const width of [1024, 1050, 1083, 1280]) {
  test(`the administrator's menu is one row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'admin', '/reference');
    await expect(page.getByRole('heading', { level: 1, name: 'Reference data' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(10);
    const boxes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((b) => Math.round(b.top))).size, 'menu rows').toBe(1);
    // One row high, the last entry wholly on screen, nothing to scroll sideways.
    const navBox = (await nav.boundingBox())!;
    expect(navBox.height).toBeLessThanOrEqual(Math.max(...boxes.map((b) => b.height)) + 2);
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(width);
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(nav.getByRole('link', { name: 'Reference data' })).toBeInViewport({ ratio: 1 });
    // The header stays one line: the brand and the user's name do not wrap.
    const header = (await page.locator('.app-header').boundingBox())!;
    expect(header.height, 'header height').toBeLessThanOrEqual(60);
    expect(await lineCount(page.locator('.brand-name'))).toBe(1);
    expect(await lineCount(page.locator('.user-name'))).toBe(1);
  });
}
