import type { Page } from '@playwright/test';
import { test, expect, signIn } from '../fixtures';

/**
 * MyShipments on a phone (390 px, touch): a row carries what a shipper scans for (reference,
 * status with its delay, from → to, the date the list is sorted by), "Sorted by" says the order
 * and changes it, and the filters fold behind one "Filters" button that counts the active ones,
 * so the first row is on the first screen.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const rows = (page: Page) => page.getByRole('region', { name: 'SEA shipments' }).locator('.shipment-link');
/** The dates the rows show, top to bottom (the grid's rows by their index; the first rows' in order). */
const datesOf = async (page: Page, label: 'ETD' | 'ETA') => {
  const region = page.getByRole('region', { name: 'SEA shipments' });
  const texts = await region.evaluate((el) => {
    // The first rows while they are the table; AG Grid's rows (by their index) once it took over.
    if (el.querySelector('.data-table-first-rows')) return Array.from(el.querySelectorAll('.data-table-first-rows .phone-row-date')).map((d) => d.textContent ?? '');
    return Array.from(el.querySelectorAll<HTMLElement>('.ag-row[row-index]'))
      .filter((row) => row.querySelector('.phone-row-date'))
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((row) => row.querySelector('.phone-row-date')!.textContent ?? '');
  });
  return texts.filter((t) => t.startsWith(label)).map((t) => t.slice(4));
};

test('a phone’s row, its order in words and the folded filters', async ({ page }) => {
  await signIn(page, 'customer', '/myshipments/sea');
  await expect(rows(page).first()).toBeVisible();
  // The first row is on the first screen.
  await expect
    .poll(async () => {
      const box = await rows(page).first().boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThan(844);

  // The row: reference, status, from → to, and the date the list is sorted by (ETD, latest first by default).
  await expect(rows(page).first().locator('xpath=..')).toHaveText(/^SEA\d{2}-\d+\s+(Planned|Booked|In transit|Arrived|Delivered)[\s\S]*\S+ → \S+[\s\S]*ETD \d{4}-\d{2}-\d{2}/);
  const sort = page.getByLabel('Sorted by');
  await expect(sort).toBeVisible();
  await expect(sort.locator('option:checked')).toHaveText('ETD, latest first');
  // Read until the rows are drawn (the first rows hand over to the grid, which draws its own).
  await expect.poll(async () => (await datesOf(page, 'ETD')).length).toBeGreaterThan(3);
  const etds = await datesOf(page, 'ETD');
  expect([...etds].sort().reverse()).toEqual(etds);

  // Another order: the rows follow it and show its date; the address keeps it.
  await sort.selectOption({ label: 'ETA, earliest first' });
  await expect(page).toHaveURL(/sort=eta%3Aasc|sort=eta:asc/);
  await expect(page.getByRole('region', { name: 'SEA shipments' }).locator('.phone-row-date').first()).toHaveText(/^ETA /);
  await expect.poll(async () => (await datesOf(page, 'ETA')).length).toBeGreaterThan(3);
  const etas = await datesOf(page, 'ETA');
  expect([...etas].sort()).toEqual(etas);

  // The filters are folded; open them, choose one, and the button counts it.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Delayed only')).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByText('Delayed only').click();
  await expect(page).toHaveURL(/delayed=1/);
  await expect(filters.getByLabel('1 filter active')).toHaveText('1');
  // Only delayed rows, each saying how late it is.
  await expect(page.getByRole('region', { name: 'SEA shipments' }).locator('.phone-row-status .badge').first()).toHaveText(/late/);
  await filters.click();
  await expect(page.getByText('Delayed only')).toBeHidden();
});

test('from a tablet’s width the headers sort and the filters show unfolded', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'customer', '/myshipments/sea');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText('Delayed only')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByLabel('Sorted by')).toBeHidden();
  await expect(page.locator('.phone-row-facts').first()).toBeHidden();
  await context.close();
});
