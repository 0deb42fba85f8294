import type { Page, Request } from '@playwright/test';
import { test, expect, signIn, expectAccessible, screenshot } from '../fixtures';

/** MyDashboard (/shipments) and MyShipments (/myshipments/:mode): the shipments slice. */

/** Axe covers the whole page, the shell header and the federated quotes panel included. */
const NOT_OURS: string[] = [];

const seaList = (page: Page) => page.getByRole('listbox', { name: 'Active sea shipments' });
const mapCanvas = (page: Page) => page.locator('.shipment-map-canvas');

async function selectedId(page: Page, list = seaList(page)): Promise<string> {
  return (await list.locator('[role="option"][aria-selected="true"] strong').textContent())!.trim();
}

async function switchSelection(page: Page, search: string) {
  await page.getByRole('button', { name: /change organisation or group/ }).click();
  await page.getByRole('combobox', { name: 'Search organisations and groups' }).fill(search);
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/portal/customer') && r.request().method() === 'POST');
  await page.getByRole('listbox', { name: 'Organisations and groups' }).getByRole('option').first().click();
  expect((await switched).status()).toBe(200);
}

test.describe('MyDashboard', () => {
  test('tabs, selection, a map that follows and keeps its ratio', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'MyDashboard' })).toBeVisible();

    // sea is the default tab; every tab label shows shown/total.
    const tabs = page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toContainText(/sea\s*\d+\/\d+/i);
    for (const [i, name] of ['sea', 'roa', 'mul', 'air'].entries()) await expect(tabs.nth(i)).toContainText(new RegExp(`${name}\\s*\\d+/\\d+`, 'i'));

    // The first shipment is selected and the map shows it.
    const list = seaList(page);
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const first = await selectedId(page);
    await expect(mapCanvas(page)).toHaveAttribute('data-shipment', first);
    await expect(page.getByTestId('selected-shipment')).toContainText(first);
    await expect(page.getByTestId('selected-shipment').locator('svg[data-modality="ship"]')).toHaveCount(1);
    // The map has drawn (OpenLayers canvas) at width × 0.42.
    await expect(mapCanvas(page).locator('canvas').first()).toBeVisible();
    const box = (await mapCanvas(page).boundingBox())!;
    expect(Math.abs(box.height - Math.max(220, Math.round(box.width * 0.42)))).toBeLessThanOrEqual(2);

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

    // Narrower window: the map keeps its ratio.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect
      .poll(async () => {
        const b = (await mapCanvas(page).boundingBox())!;
        return Math.abs(b.height - Math.max(220, Math.round(b.width * 0.42)));
      })
      .toBeLessThanOrEqual(2);
    await page.waitForTimeout(300);
    await screenshot(page, 'dashboard-tablet');
  });

  test('renders only the visible rows of a long list (a group: the union of its members)', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(seaList(page).getByRole('option').first()).toBeVisible();
    await switchSelection(page, 'Holland Retail Group');
    const list = seaList(page);
    await expect.poll(async () => Number(await list.getByRole('option').first().getAttribute('aria-setsize'))).toBeGreaterThan(30);
    await expect(list.getByRole('option').first()).toBeVisible();
    const setSize = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
    expect(setSize).toBeGreaterThan(30);
    const rendered = await list.getByRole('option').count();
    expect(rendered).toBeLessThan(setSize);
    expect(rendered).toBeLessThanOrEqual(20);
    // End jumps to the last shipment, which is then rendered and selected.
    await list.focus();
    await page.keyboard.press('End');
    await expect(list.locator(`[role="option"][aria-posinset="${setSize}"]`)).toHaveAttribute('aria-selected', 'true');
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(20);
  });

  test('reloads when the customer changes in the header', async ({ page }) => {
    await signIn(page, 'customer', '/shipments');
    await expect(seaList(page).getByRole('option').first()).toBeVisible();
    const before = await seaList(page).getByRole('option').allTextContents();
    const reload = page.waitForResponse((r) => r.url().endsWith('/api/shipments/data'));
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
    page.on('request', (r) => r.url().endsWith(`/api/myShipments/${mode}/rows`) && seen.push(r));
    return seen;
  };

  test('deep link, paging, sorting, preset and interval filters, all kept in the URL', async ({ page }) => {
    const requests = rowsRequests(page, 'air');
    await signIn(page, 'customer', '/myshipments/air');
    await expect(page).toHaveURL(/\/myshipments\/air$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AIR Shipments' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab');
    await expect(tabs).toHaveText([/^SEA \(\d+\)$/, /^ROAD \(\d+\)$/, /^MULTIMODAL \(\d+\)$/, /^AIR \(\d+\)$/]);
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');

    const grid = page.getByRole('region', { name: 'AIR shipments' });
    await expect(grid.locator('.ag-row').first()).toBeVisible();
    await expect(page.locator('.data-table-toolbar')).toContainText(/\d+ rows/);
    const firstPageIds = await grid.locator('.ag-row [col-id="shipmentid"]').allTextContents();
    expect(firstPageIds.length).toBeGreaterThan(5);
    // Dates are Y-m-d.
    await expect(grid.locator('.ag-row [col-id="etd"]').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    // Paging asks the server for the next block.
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect.poll(() => requests.some((r) => r.postDataJSON().startRow === 25)).toBe(true);
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
    const from = await etd.getByRole('textbox', { name: 'ETD from' }).inputValue();
    const to = await etd.getByRole('textbox', { name: 'ETD to' }).inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => requests.some((r) => JSON.stringify(r.postDataJSON().filterModel?.etd) === JSON.stringify({ filterType: 'date', type: 'inRange', dateFrom: from, dateTo: to }))).toBe(true);

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
    await expect(page.locator('.ag-header-cell[col-id="eta"]')).toHaveAttribute('aria-sort', 'ascending');

    // Another tab keeps the date filters, and its title follows.
    await page.getByRole('tab', { name: /^ROAD/ }).click();
    await expect(page).toHaveURL(/\/myshipments\/roa\?etd=2020-01-01\.\..*eta=Next14days/);
    await expect(page.getByRole('heading', { level: 1, name: 'ROA Shipments' })).toBeVisible();
  });

  test('/myshipments opens the sea tab', async ({ page }) => {
    await signIn(page, 'customer', '/myshipments');
    await expect(page).toHaveURL(/\/myshipments\/sea$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SEA Shipments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SEA shipments' }).locator('.ag-row').first()).toBeVisible();
  });
});
