import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, signIn, expectAccessible, screenshot, pathOf, tableQueryOf, switchSelection, reachTable } from '../fixtures';

/** MyDashboard (/shipments) and MyShipments (/myshipments/:mode): the shipments slice. */

/** Axe covers the whole page, the shell header and the federated quotes panel included. */
const NOT_OURS: string[] = [];

const seaList = (page: Page) => page.getByRole('listbox', { name: 'Active sea shipments' });

/**
 * Scrolls the page, as a person does, to the list's row at `fraction` of its length (0 its first,
 * 1 its last) in the middle of the window: the list grows with the page, it has no scrollbar of its own.
 */
async function scrollListTo(list: Locator, fraction: number) {
  await list.evaluate((el, f) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + f * el.getBoundingClientRect().height - window.innerHeight / 2), fraction);
}
const mapCanvas = (page: Page) => page.locator('.shipment-map-canvas');

async function selectedId(page: Page, list = seaList(page)): Promise<string> {
  return (await list.locator('[role="option"][aria-selected="true"] strong').textContent())!.trim();
}

/** A generated dashboard answer: `count` active sea shipments, nothing in the other modes. */
function generatedDashboard(count: number) {
  const sea = Array.from({ length: count }, (_, i) => ({
    shipmentid: `SEA26-${String(i + 1).padStart(6, '0')}`,
    modality: 'SEA',
    type: 'FCL',
    incoterm: 'FOB',
    goods: 'General cargo',
    order_ref: `PO-${i}`,
    departure_name: 'Port of Shanghai',
    departure_city: 'Shanghai',
    departure_country: 'China',
    departure_lat: 31.36,
    departure_long: 121.62,
    departure: 'CNSHA',
    etd: '2026-01-01',
    atd: '2026-01-01',
    loadport: 'Shanghai (CNSHA)',
    arrival_name: 'Port of Rotterdam',
    arrival_city: 'Rotterdam',
    arrival_country: 'Netherlands',
    arrival_lat: 51.95,
    arrival_long: 4.14,
    arrival: 'NLRTM',
    eta: '2026-02-01',
    ata: null,
    dischargeport: 'Rotterdam (NLRTM)',
    progress: i % 100,
  }));
  return { sea, air: [], roa: [], mul: [], totals: { SEA: count, AIR: 0, ROA: 0, MUL: 0 }, updated: new Date().toISOString() };
}

type DashboardAnswer = ReturnType<typeof generatedDashboard> & { performance?: unknown; co2e?: unknown };

/**
 * The overview (/api/shipments/overview, the first screen) of a dashboard answer, as the API
 * makes it: each list's length and first rows, and the answer's figures.
 */
function overviewOf(data: DashboardAnswer, rows = 8) {
  const { sea, air, roa, mul, ...figures } = data;
  return {
    ...figures,
    active: { SEA: sea.length, AIR: air.length, ROA: roa.length, MUL: mul.length },
    first: { sea: sea.slice(0, rows), air: air.slice(0, rows), roa: roa.slice(0, rows), mul: mul.slice(0, rows) },
  };
}

/** The page's two reads of its shipments answered with `data`: the overview first, then the whole. */
async function answerDashboard(page: Page, data: DashboardAnswer) {
  await page.route('**/api/shipments/overview', (route) => route.fulfill({ json: overviewOf(data) }));
  await page.route('**/api/shipments/data', (route) => route.fulfill({ json: data }));
}

/** Counts the page's live setInterval timers of `ms` (the dashboard's 60 s age timer). */
async function trackIntervals(page: Page) {
  await page.addInitScript(() => {
    const live = new Map<number, number>();
    const set = window.setInterval.bind(window);
    const clear = window.clearInterval.bind(window);
    (window as unknown as { __intervals: (ms: number) => number }).__intervals = (ms) => [...live.values()].filter((d) => d === ms).length;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = set(fn, ms, ...args);
      live.set(id, ms ?? 0);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
  });
  return () => page.evaluate(() => (window as unknown as { __intervals: (ms: number) => number }).__intervals(60_000));
}

test.describe('MyDashboard', () => {
  test('tabs, selection, a map that follows and keeps its ratio', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'MyDashboard' })).toBeVisible();

    // Sea is the default tab; every tab names its mode as people say it and what its count counts.
    const tabs = page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toContainText(/^Sea\s*[\d,]+ of [\d,]+ active$/);
    for (const [i, name] of ['Sea', 'Road', 'Multimodal', 'Air'].entries()) await expect(tabs.nth(i)).toHaveText(new RegExp(`^${name}\\s*[\\d,]+ of [\\d,]+ active$`));

    // The first shipment is selected and the map shows it.
    const list = seaList(page);
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const first = await selectedId(page);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', first);
    await expect(page.getByTestId('selected-shipment')).toContainText(first);
    await expect(page.getByTestId('selected-shipment').locator('svg[data-modality="ship"]')).toHaveCount(1);
    // The map has drawn (OpenLayers canvas), beside the list at this width (1366 px), as tall as its card lets it.
    await expect(mapCanvas(page).locator('canvas').first()).toBeVisible();
    const box = (await mapCanvas(page).boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(listBox.x + listBox.width);
    expect(box.height).toBeGreaterThan(box.width * 0.42);

    // Header row and row contents.
    await expect(page.locator('.shipment-list-header')).toHaveText(/SHIPMENT\s*FROM\s*TO/);
    const third = list.getByRole('option').nth(2);
    await third.click();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    const chosen = await selectedId(page);
    expect(chosen).not.toBe(first);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', chosen);

    // Keyboard: arrows move the selection and the map.
    await list.focus();
    await page.keyboard.press('ArrowDown');
    const next = await selectedId(page);
    expect(next).not.toBe(chosen);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', next);
    await page.keyboard.press('ArrowUp');
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', chosen);

    // Another tab selects its first shipment; coming back restores the remembered one.
    await tabs.nth(3).click();
    const airList = page.getByRole('listbox', { name: 'Active air shipments' });
    await expect(airList.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const airFirst = await selectedId(page, airList);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', airFirst);
    await expect(page.getByTestId('selected-shipment').locator('svg[data-modality="plane"]')).toHaveCount(1);
    await tabs.nth(0).click();
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', chosen);
    await tabs.nth(1).click();
    await expect(page.getByTestId('selected-shipment').locator('svg[data-modality="truck"]')).toHaveCount(1);
    await tabs.nth(2).click();
    await expect(page.getByTestId('selected-shipment').locator('svg[data-modality="train"]')).toHaveCount(1);
    await tabs.nth(0).click();

    // Last updated, and the MyQuotes panel (the quotes slice's piece, or its own unavailable state).
    await expect(page.locator('.last-updated')).toHaveText(/Last updated (less than a minute|\d+ minutes?) ago/);
    await expect(page.getByRole('region', { name: 'MyQuotes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'MyQuotes' })).not.toContainText('Loading MyQuotes', { timeout: 15_000 });

    await page.waitForTimeout(600); // let the map finish its fit animation for the picture
    await screenshot(page, 'dashboard');
    await expectAccessible(page, [...NOT_OURS, '.shipment-map-canvas canvas']);

    // Narrower windows, down to a phone: the map keeps its ratio.
    for (const [width, name] of [[800, 'dashboard-tablet'], [360, 'dashboard-phone']] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await expect
        .poll(async () => {
          const b = (await mapCanvas(page).boundingBox())!;
          return Math.abs(b.height - Math.round(b.width * 0.42));
        })
        .toBeLessThanOrEqual(2);
      await page.waitForTimeout(300);
      await screenshot(page, name);
    }
  });

  test('the map is a picture until the person reaches for it; then OpenLayers shows the same view, and a zoom button pressed on the picture zooms the map', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    // The pointer away from where the map will be (a mouse resting over it is a person reaching for it).
    await page.mouse.move(0, 0);
    await page.reload();
    const map = mapCanvas(page);
    await expect(map).toHaveAttribute('data-route-state', 'ready');
    const pictured = JSON.parse((await map.getAttribute('data-view-extent'))!) as number[];
    // Nothing of OpenLayers yet: the countries on a canvas, the route drawn over them.
    await expect(page.locator('.ol-viewport')).toHaveCount(0);
    await expect(map.locator('.map-picture-route path').first()).toBeVisible();

    // A mouse over the map: OpenLayers takes its place, at the same view, and the picture goes.
    await map.hover();
    await expect(page.locator('.shipment-map-canvas .ol-viewport')).toHaveCount(1);
    await expect(page.locator('.map-picture')).toHaveCount(0);
    await expect(map).toHaveAttribute('data-route-state', 'ready');
    const live = JSON.parse((await map.getAttribute('data-view-extent'))!) as number[];
    live.forEach((v, i) => expect(Math.abs(v - pictured[i])).toBeLessThan(0.01));

    // Opened again, the picture's Zoom in: the map comes, one zoom step closer.
    await page.mouse.move(0, 0);
    await page.reload();
    await expect(page.locator('.map-picture')).toHaveCount(1);
    await expect(map).toHaveAttribute('data-route-state', 'ready');
    const before = JSON.parse((await map.getAttribute('data-view-extent'))!) as number[];
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.locator('.shipment-map-canvas .ol-viewport')).toHaveCount(1);
    const width = (e: number[]) => e[2] - e[0];
    await expect.poll(async () => width(JSON.parse((await map.getAttribute('data-view-extent'))!)) / width(before), { timeout: 10_000 }).toBeCloseTo(0.5, 1);
  });

  test("a group's long list (the union of its members): End reads the rest and selects the last row, brought into the window", async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(seaList(page).getByRole('option').first()).toBeVisible();
    await switchSelection(page, 'Holland Retail Group');
    const list = seaList(page);
    await expect.poll(async () => Number(await list.getByRole('option').first().getAttribute('aria-setsize'))).toBeGreaterThan(30);
    await expect(list.getByRole('option').first()).toBeVisible();
    const setSize = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
    expect(setSize).toBeGreaterThan(30);
    // The overview's first rows only, until the rest is wanted.
    const rendered = await list.getByRole('option').count();
    expect(rendered).toBeLessThan(setSize);
    // End jumps to the last shipment: past the overview's first rows, so the rest of the list is
    // read, and the last row is then drawn, selected and scrolled into the window.
    await list.focus();
    await page.keyboard.press('End');
    const last = list.locator(`[role="option"][aria-posinset="${setSize}"]`);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
  });

  test('an empty tab says there are no shipments', async ({ page }) => {
    // The real answers with the multimodal list emptied: the tab shows 0/0 and says so.
    await page.route('**/api/shipments/data', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, mul: [], totals: { ...body.totals, MUL: 0 } } });
    });
    await page.route('**/api/shipments/overview', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, first: { ...body.first, mul: [] }, active: { ...body.active, MUL: 0 }, totals: { ...body.totals, MUL: 0 } } });
    });
    await signIn(page, 'customer', '/shipments');
    await expect(seaList(page).getByRole('option').first()).toBeVisible();
    const tab = page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab', { name: /Multimodal/ });
    await expect(tab).toContainText(/0 of 0 active/);
    await tab.click();
    await expect(page.getByText('There are no active multimodal shipments.')).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Active multimodal shipments' })).toHaveCount(0);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', '');
  });

  test('the 60 s "last updated" timer stops when the dashboard unmounts', async ({ page }) => {
    const liveTimers = await trackIntervals(page);
    await signIn(page, 'customer', '/shipments');
    await expect(page.locator('.last-updated')).toHaveText(/Last updated/);
    expect(await liveTimers()).toBeGreaterThanOrEqual(1);
    // Leave for MyShipments (the same remote, so only the dashboard page unmounts).
    await page.getByRole('link', { name: 'MyShipments' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sea shipments' })).toBeVisible();
    await expect.poll(liveTimers).toBe(0);
  });

  test('windows a list of 2 000 active shipments: only the rows in the window are in the page, scrolling the page moves them', async ({ page }) => {
    await answerDashboard(page, generatedDashboard(2000));
    await signIn(page, 'customer', '/shipments');
    const list = seaList(page);
    // The rows a window of this height shows (64 px each), and four either side.
    const rowsInWindow = Math.ceil(page.viewportSize()!.height / 64) + 1 + 2 * 4;
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-setsize', '2000');
    await expect(page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab').first()).toContainText('2,000 of 2,000 active');
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(rowsInWindow);
    await expect(list.locator('[aria-posinset="2000"]')).toHaveCount(0);

    // Half-way down: the rows there are rendered, the first ones are gone.
    await scrollListTo(list, 0.5);
    await expect(list.locator('[aria-posinset="1001"]')).toBeVisible();
    await expect(list.locator('[aria-posinset="1"]')).toHaveCount(0);
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(rowsInWindow);

    // The end.
    await scrollListTo(list, 1);
    await expect(list.locator('[aria-posinset="2000"]')).toBeVisible();
    await expect(list.locator('[aria-posinset="2000"]')).toContainText('SEA26-002000');
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(rowsInWindow);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the list grows with the page: no box of its own, its last row whole in the window once the page is scrolled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'customer', '/shipments');
      const list = seaList(page);
      const count = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
      expect(count).toBeGreaterThan(8);
      // As tall as its rows: nothing to scroll inside it.
      expect(await list.evaluate((el) => ({ inside: el.scrollHeight - el.clientHeight, overflow: getComputedStyle(el).overflowY }))).toEqual({ inside: 0, overflow: 'visible' });
      await scrollListTo(list, 1);
      const last = list.locator(`[aria-posinset="${count}"]`);
      await expect(last).toBeInViewport({ ratio: 1 });
      // The list reads its whole answer once scrolled: the rows are the shipments, not blanks.
      await expect(list).not.toHaveAttribute('aria-busy', 'true');
      await expect(last.locator('strong')).toHaveText(/^SEA/);
    });
  }

  test('the caption labels actual dates ATD/ATA and planned ones ETD/ETA', async ({ page }) => {
    const data = generatedDashboard(2);
    data.sea[1] = { ...data.sea[1], atd: null, progress: 0 } as never;
    data.sea[0] = { ...data.sea[0], ata: '2026-02-02' } as never;
    await answerDashboard(page, data);
    await signIn(page, 'customer', '/shipments');
    await expect(page.getByTestId('selected-dates')).toHaveText('ATD 2026-01-01 · ATA 2026-02-02');
    await seaList(page).getByRole('option').nth(1).click();
    await expect(page.getByTestId('selected-dates')).toHaveText('ETD 2026-01-01 · ETA 2026-02-01');
  });

  test('opened cold, asks for its first screen while its code still downloads, and for the whole data only when the list is scrolled', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(seaList(page).getByRole('option').first()).toBeVisible();
    const shellOrigin = new URL(page.url()).origin;
    // Only what the new document asks for: the old one runs (and may fetch a late chunk) until the new one commits.
    const sent: string[] = [];
    let committed = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) committed = true;
    });
    page.on('request', (r) => {
      if (committed) sent.push(r.url());
    });
    await page.goto('/shipments');
    const list = seaList(page);
    await expect(list.getByRole('option').first()).toBeVisible();
    const overviewCalls = sent.filter((u) => u.endsWith('/api/shipments/overview'));
    expect(overviewCalls).toHaveLength(1);
    // The shell starts the read the route declares (earlyFetch: the overview) before any remote script is asked for.
    const firstRemoteScript = sent.findIndex((u) => new URL(u).origin !== shellOrigin && u.endsWith('.js'));
    expect(firstRemoteScript).toBeGreaterThan(-1);
    expect(sent.indexOf(overviewCalls[0])).toBeLessThan(firstRemoteScript);

    // The page done (the map has drawn its route, the quotes panel is in): no megabyte read for rows nobody has looked at.
    await expect(mapCanvas(page)).toHaveAttribute('data-route-state', 'ready');
    await expect(page.getByRole('region', { name: 'MyQuotes' })).not.toContainText('Loading MyQuotes', { timeout: 15_000 });
    const setSize = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
    // The overview's first rows (DASHBOARD_FIRST_ROWS) and no more.
    expect(setSize).toBeGreaterThan(12);
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(12);
    expect(sent.filter((u) => u.endsWith('/api/shipments/data'))).toHaveLength(0);

    // Scrolling past the first rows reads the whole answer, once, and fills in the rows there.
    await scrollListTo(list, 0.5);
    await expect.poll(() => sent.filter((u) => u.endsWith('/api/shipments/data')).length).toBe(1);
    const middle = Math.ceil(setSize / 2);
    await expect(list.locator(`[role="option"][aria-posinset="${middle}"]`)).toBeVisible();
    await scrollListTo(list, 1);
    await expect(list.locator(`[role="option"][aria-posinset="${setSize}"]`)).toBeVisible();
    expect(sent.filter((u) => u.endsWith('/api/shipments/data'))).toHaveLength(1);
  });

  test('draws its first screen from the overview, and the whole answer changes none of it', async ({ page }) => {
    // The whole answer held back: what shows meanwhile is the overview's.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shipments/data', async (route) => {
      await held;
      await route.continue();
    });
    // A window tall enough for the list's first rows and the blanks after them: the list grows
    // with the page and draws the rows the window shows.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await signIn(page, 'customer', '/shipments');
    const list = seaList(page);
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const screen = async () => ({
      tabs: await page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab').allTextContents(),
      active: await page.locator('.active-count').textContent(),
      caption: await page.getByTestId('selected-shipment').locator('.selected-head, .selected-route, [data-testid="selected-dates"]').allTextContents(),
      setSize: await list.getByRole('option').first().getAttribute('aria-setsize'),
      firstRows: (await list.locator('[role="option"] strong').allTextContents()).slice(0, 5),
      kpis: await page.locator('.kpi-table tbody').textContent(),
    });
    const first = await screen();
    expect(Number(first.setSize)).toBeGreaterThan(12);
    // Only the overview's rows are there yet: fewer than the whole list draws in its window.
    const firstRendered = await list.getByRole('option').count();
    // A scroll past them asks for the rest; the list says it is reading it, and back at the top
    // the screen is the one the overview drew, with more rows in the window.
    const whole = page.waitForResponse((r) => r.url().endsWith('/api/shipments/data'));
    await scrollListTo(list, 1);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Loading more shipments…' })).toBeVisible();
    release();
    await whole;
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(firstRendered);
    expect(await screen()).toEqual(first);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', await selectedId(page));
  });

  test('reloads when the customer changes in the header', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(seaList(page).getByRole('option').first()).toBeVisible();
    const before = await seaList(page).getByRole('option').allTextContents();
    const reload = page.waitForResponse((r) => r.url().endsWith('/api/shipments/overview'));
    await switchSelection(page, 'C10002');
    expect((await reload).status()).toBe(200);
    await expect.poll(async () => (await seaList(page).getByRole('option').allTextContents()).join('|')).not.toBe(before.join('|'));
    const now = await selectedId(page);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', now);
    expect(before.some((t) => t.includes(now))).toBe(false);
  });
});

test.describe('MyShipments', () => {
  const rowsRequests = (page: Page, mode: string) => {
    const seen: Request[] = [];
    page.on('request', (r) => pathOf(r.url()) === `/api/myShipments/${mode}/rows` && seen.push(r));
    return seen;
  };

  test('deep link, paging, sorting, preset and interval filters, all kept in the URL', async ({ page }) => {
    const requests = rowsRequests(page, 'air');
    await signIn(page, 'customer', '/myshipments/air');
    await expect(page).toHaveURL(/\/myshipments\/air$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Air shipments' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab');
    await expect(tabs).toHaveText([/^Sea \([\d,]+\)$/, /^Road \([\d,]+\)$/, /^Multimodal \([\d,]+\)$/, /^Air \([\d,]+\)$/]);
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');

    const grid = page.getByRole('region', { name: 'Air shipments' });
    await reachTable(grid);
    await expect(grid.locator('.ag-row').first()).toBeVisible();
    await expect(page.locator('.data-table-toolbar')).toContainText(/\d+ rows/);
    const firstPageIds = await grid.locator('.ag-row [col-id="shipmentid"]').allTextContents();
    expect(firstPageIds.length).toBeGreaterThan(5);
    // Dates are Y-m-d.
    await expect(grid.locator('.ag-row [col-id="etd"]').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    // Paging asks the server for the next block.
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect.poll(() => requests.some((r) => tableQueryOf(r.url()).startRow === 25)).toBe(true);
    await expect.poll(async () => (await grid.locator('.ag-row [col-id="shipmentid"]').allTextContents()).join()).not.toBe(firstPageIds.join());

    // Sorting by ETA goes to the URL.
    await grid.locator('.ag-header-cell[col-id="eta"] .ag-header-cell-label').click();
    await expect(page).toHaveURL(/sort=eta%3Aasc/);

    // A preset sets the interval.
    const etd = page.getByRole('group', { name: 'ETD' });
    await expect(etd.getByRole('combobox')).toHaveValue('');
    await expect(etd.getByRole('combobox').locator('option').first()).toHaveText('Select a filter or set a date-range');
    await etd.getByRole('combobox').selectOption({ label: 'Last 14 days' });
    await expect(page).toHaveURL(/etd=Last14days/);
    // The address changes first; the fields follow on the next render.
    await expect(etd.getByRole('textbox', { name: 'ETD from' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(etd.getByRole('textbox', { name: 'ETD to' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const from = await etd.getByRole('textbox', { name: 'ETD from' }).inputValue();
    const to = await etd.getByRole('textbox', { name: 'ETD to' }).inputValue();
    await expect.poll(() => requests.some((r) => JSON.stringify(tableQueryOf(r.url()).filterModel?.etd) === JSON.stringify({ filterType: 'date', type: 'inRange', dateFrom: from, dateTo: to }))).toBe(true);

    // A custom interval resets the preset to none.
    await etd.getByRole('textbox', { name: 'ETD from' }).fill('2020-01-01');
    await etd.getByRole('textbox', { name: 'ETD from' }).press('Enter');
    await expect(etd.getByRole('combobox')).toHaveValue('');
    await expect(page).toHaveURL(new RegExp(`etd=2020-01-01\\.\\.${to}`));

    // Bad input says so and changes nothing.
    await etd.getByRole('textbox', { name: 'ETD to' }).fill('2020-13-45');
    await etd.getByRole('textbox', { name: 'ETD to' }).press('Enter');
    await expect(etd.getByRole('alert')).toHaveText('Enter a date as YYYY-MM-DD.');
    await expect(page).toHaveURL(new RegExp(`etd=2020-01-01\\.\\.${to}`));
    await etd.getByRole('textbox', { name: 'ETD to' }).fill(to);
    await etd.getByRole('textbox', { name: 'ETD to' }).press('Enter');

    // The ETA preset "Next 14 days" yields an interval (decisions.md).
    const eta = page.getByRole('group', { name: 'ETA' });
    await eta.getByRole('combobox').selectOption({ label: 'Next 14 days' });
    await expect(page).toHaveURL(/eta=Next14days/);
    await expect(eta.getByRole('textbox', { name: 'ETA from' })).not.toHaveValue('');

    await screenshot(page, 'myshipments-air');
    await expectAccessible(page, NOT_OURS);

    // Reload keeps the whole view.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('group', { name: 'ETD' }).getByRole('textbox', { name: 'ETD from' })).toHaveValue('2020-01-01');
    await expect(page.getByRole('group', { name: 'ETA' }).getByRole('combobox')).toHaveValue('Next14days');
    await reachTable(grid);
    await expect(page.locator('.ag-header-cell[col-id="eta"]')).toHaveAttribute('aria-sort', 'ascending');

    // Another tab keeps the date filters, and its title follows.
    await page.getByRole('tab', { name: /^Road/ }).click();
    await expect(page).toHaveURL(/\/myshipments\/roa\?etd=2020-01-01\.\..*eta=Next14days/);
    await expect(page.getByRole('heading', { level: 1, name: 'Road shipments' })).toBeVisible();
  });

  test('a link with a sort or filter the table cannot apply falls back instead of failing', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (r) => r.url().includes('/api/myShipments/') && r.status() >= 400 && refused.push(`${r.status()} ${r.url()}`));
    const sea = rowsRequests(page, 'sea');
    // Status is filtered, never sorted (docs/shipments.md).
    await signIn(page, 'customer', '/myshipments/sea?sort=status:asc,eta:desc');
    await reachTable(page.getByRole('region', { name: 'Sea shipments' }));
    await expect(page.getByRole('region', { name: 'Sea shipments' }).locator('.ag-row').first()).toBeVisible();
    await expect(page).toHaveURL(/\/myshipments\/sea\?sort=eta%3Adesc$/);
    expect(sea.every((r) => !JSON.stringify(tableQueryOf(r.url()).sortModel ?? []).includes('status'))).toBe(true);

    const road = rowsRequests(page, 'roa');
    const filter = encodeURIComponent(JSON.stringify({ loadport: { filterType: 'text', type: 'contains', filter: 'Rotterdam' } }));
    await page.goto(`/myshipments/roa?filter=${filter}`);
    await reachTable(page.getByRole('region', { name: 'Road shipments' }));
    await expect(page.getByRole('region', { name: 'Road shipments' }).locator('.ag-row').first()).toBeVisible();
    await expect(page).toHaveURL(/\/myshipments\/roa$/);
    await expect.poll(() => road.length).toBeGreaterThan(0);
    expect(road.every((r) => !('loadport' in (tableQueryOf(r.url()).filterModel ?? {})))).toBe(true);
    expect(refused).toEqual([]);
    await expect(page.getByText(/An error occured/)).toHaveCount(0);
  });

  test('Export as CSV downloads the filtered view in the columns shown', async ({ page }) => {
    const filter = encodeURIComponent(JSON.stringify({ departure_country: { filterType: 'text', type: 'equals', filter: 'China' } }));
    // The grid asks for the linked view (the column filter applied, not only the dates).
    const filtered = page.waitForResponse((r) => pathOf(r.url()) === '/api/myShipments/sea/rows' && !!tableQueryOf(r.url()).filterModel?.departure_country);
    await signIn(page, 'customer', `/myshipments/sea?etd=2020-01-01..2100-01-01&filter=${filter}`);
    const total = (await (await filtered).json()).total as number;
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('.data-table-toolbar')).toContainText(`${total.toLocaleString('en')} rows`);
    const exported = page.waitForRequest((r) => pathOf(r.url()) === '/api/myShipments/sea/export');
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(tableQueryOf((await exported).url()).filterModel).toMatchObject({ departure_country: { filter: 'China' }, etd: { dateFrom: '2020-01-01', dateTo: '2100-01-01' } });
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(total + 1);
    // The columns the table shows at this width, in its order (named in the request); the filter's column is not among them.
    const columns = new URL((await exported).url()).searchParams.get('columns')!.split(',');
    expect(columns[0]).toBe('shipmentid');
    expect(lines[0].split(',')).toHaveLength(columns.length);
    expect(lines[0]).toMatch(/^Shipment,Status,/);
    expect(lines[0]).not.toContain('From country');
  });

  test('Export as Excel writes the columns shown, typed, under a line naming the filters', async ({ page }) => {
    const filter = encodeURIComponent(JSON.stringify({ departure_country: { filterType: 'text', type: 'equals', filter: 'China' } }));
    const filtered = page.waitForResponse((r) => pathOf(r.url()) === '/api/myShipments/sea/rows' && !!tableQueryOf(r.url()).filterModel?.departure_country);
    await signIn(page, 'customer', `/myshipments/sea?etd=2020-01-01..2100-01-01&filter=${filter}`);
    const total = (await (await filtered).json()).total as number;
    const exported = page.waitForRequest((r) => pathOf(r.url()) === '/api/myShipments/sea/export');
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()]);
    expect(download.suggestedFilename()).toBe('myShipments.sea.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^Filters: From country is China; ETD from 2020-01-01 to 2100-01-01\./);
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    // The columns the table showed, in its order (named in the request).
    expect(header).toHaveLength(new URL((await exported).url()).searchParams.get('columns')!.split(',').length);
    expect(header.slice(0, 2)).toEqual(['Shipment', 'Status']);
    expect(sheet.rowCount).toBe(total + 2);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    const etd = header.indexOf('ETD') + 1;
    expect(etd).toBeGreaterThan(0);
    expect(sheet.getRow(3).getCell(etd).value).toBeInstanceOf(Date);
  });

  test('reloads the table and the totals when the customer changes in the header', async ({ page }) => {
    await signIn(page, 'customer', '/myshipments/sea');
    const grid = page.getByRole('region', { name: 'Sea shipments' });
    await reachTable(grid);
    await expect(grid.locator('.ag-row').first()).toBeVisible();
    const before = await grid.locator('.ag-row [col-id="shipmentid"]').allTextContents();
    const rows = page.waitForResponse((r) => pathOf(r.url()) === '/api/myShipments/sea/rows');
    const totals = page.waitForResponse((r) => r.url().endsWith('/api/shipments/totals'));
    await switchSelection(page, 'C10002');
    expect((await rows).status()).toBe(200);
    expect((await totals).status()).toBe(200);
    await expect.poll(async () => (await grid.locator('.ag-row [col-id="shipmentid"]').allTextContents()).join('|')).not.toBe(before.join('|'));
    const after = await grid.locator('.ag-row [col-id="shipmentid"]').allTextContents();
    expect(after.some((id) => before.includes(id))).toBe(false);
  });

  test('/myshipments opens the sea tab', async ({ page }) => {
    await signIn(page, 'customer', '/myshipments');
    await expect(page).toHaveURL(/\/myshipments\/sea$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sea shipments' })).toBeVisible();
    await reachTable(page.getByRole('region', { name: 'Sea shipments' }));
    await expect(page.getByRole('region', { name: 'Sea shipments' }).locator('.ag-row').first()).toBeVisible();
  });
});
