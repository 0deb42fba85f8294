import type { Page } from '@playwright/test';
import { test, expect, signIn, pathOf, tableQueryOf, reachTable } from '../fixtures';

/** The shared table (DataTable) and the MyShipments filters: headers, choices, sorting, empty state, calendar. */
const grid = (page: Page) => page.getByRole('region', { name: 'Sea shipments' });

function rowsRequests(page: Page) {
  const seen: URL[] = [];
  page.on('request', (r) => pathOf(r.url()) === '/api/myShipments/sea/rows' && seen.push(new URL(r.url())));
  return seen;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'customer', '/myshipments/sea');
  await reachTable(grid(page));
  await expect(grid(page).locator('.ag-row').first()).toBeVisible();
});

test('every header reads whole, sorted or not', async ({ page }) => {
  const cut = () =>
    page.$$eval('.ag-header-cell-text', (cells) => cells.filter((c) => c.getBoundingClientRect().width > 0 && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
  expect(await cut()).toEqual([]);
  await grid(page).locator('.ag-header-cell[col-id="shipmentid"] .ag-header-cell-label').click();
  await expect(page.locator('.ag-header-cell[col-id="shipmentid"]')).toHaveAttribute('aria-sort', 'ascending');
  expect(await cut()).toEqual([]);
});

test('Status is a choice of the statuses, and Progress sorts on the server', async ({ page }) => {
  const requests = rowsRequests(page);
  await grid(page).locator('.ag-header-cell[col-id="status"] .ag-header-cell-filter-button').click();
  const choices = page.getByRole('group', { name: 'Status is one of' });
  await expect(choices.getByRole('checkbox')).toHaveCount(5);
  await choices.getByRole('checkbox', { name: 'In transit' }).check();
  await expect.poll(() => requests.some((u) => JSON.stringify(tableQueryOf(u.href).filterModel?.status) === JSON.stringify({ filterType: 'text', type: 'equals', filter: 'In transit' }))).toBe(true);
  await expect.poll(async () => [...new Set(await grid(page).locator('.ag-row [col-id="status"]').allTextContents())]).toEqual(['In transit']);
  await choices.getByRole('checkbox', { name: 'Arrived' }).check();
  await expect.poll(async () => (await grid(page).locator('.ag-row [col-id="status"]').allTextContents()).some((s) => s === 'Arrived')).toBe(true);
  await page.keyboard.press('Escape');

  await grid(page).locator('.ag-header-cell[col-id="progress"] .ag-header-cell-label').click();
  await expect(page).toHaveURL(/sort=progress%3Aasc/);
  await expect.poll(() => requests.some((u) => tableQueryOf(u.href).sortModel?.[0]?.colId === 'progress')).toBe(true);
  const percents = async () => (await grid(page).locator('.ag-row [col-id="progress"]').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
  await expect.poll(async () => {
    const values = await percents();
    return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1] <= v);
  }).toBe(true);
});

test('no match shows the portal’s empty state, without "Page 0 of 0"', async ({ page }) => {
  const etd = page.getByRole('group', { name: 'ETD' });
  await etd.getByRole('textbox', { name: 'ETD from' }).fill('2001-01-01');
  await etd.getByRole('textbox', { name: 'ETD from' }).press('Enter');
  await etd.getByRole('textbox', { name: 'ETD to' }).fill('2001-01-02');
  await etd.getByRole('textbox', { name: 'ETD to' }).press('Enter');
  await expect(grid(page).getByText('No Sea shipments match these filters.')).toBeVisible();
  await expect(page.getByText('No rows to show')).toHaveCount(0);
  await expect(page.locator('.ag-paging-panel')).toBeHidden();
});

test('the date filters keep their places when Clear or a message shows', async ({ page }) => {
  const etaFrom = page.getByRole('textbox', { name: 'ETA from' });
  const etdFrom = page.getByRole('textbox', { name: 'ETD from' });
  const before = { eta: (await etaFrom.boundingBox())!, etd: (await etdFrom.boundingBox())! };
  await page.getByRole('group', { name: 'ETD' }).getByRole('combobox').selectOption({ label: 'This week' });
  await expect(page.getByRole('button', { name: 'Clear the ETD filter' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ETD to' }).fill('2020-13-45');
  await page.getByRole('textbox', { name: 'ETD to' }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Enter a date as YYYY-MM-DD.');
  expect(await etaFrom.boundingBox()).toEqual(before.eta);
  expect(await etdFrom.boundingBox()).toEqual(before.etd);
});

test('the calendar is the portal’s: Monday-first ISO weeks, by keyboard', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Open calendar for ETD from' });
  await button.click();
  const calendar = page.getByRole('dialog', { name: 'Choose the ETD from date' });
  await expect(calendar).toBeVisible();
  // Weeks start on Monday, as the "Last/This/Next week" presets count them.
  await expect(calendar.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', 'Monday');
  await expect(calendar.locator('button:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'ETD from' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page).toHaveURL(/etd=\d{4}-\d{2}-\d{2}\.\./);
  await expect(button).toBeFocused();
});
