import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { test, expect, signIn, expectAccessible, accounts, switchSelection } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * The shipment detail (/myshipments/:mode/:id): opened from the dashboard and from a table,
 * milestones planned against actual or estimated with the late ones in words, documents and
 * CO₂e; the deep link reloads; a shipment outside the selection is not found; the Delayed
 * filter narrows the table. Screenshots for the issue go to /work/wt/shots/i18 when it exists.
 */

interface Row {
  shipmentid: string;
  modality: string;
  delayed: boolean;
}

/** An API session of `who` with `customer` selected, for looking things up (never for what is tested). */
async function apiAs(who: keyof typeof accounts, customer: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  const login = await api.post('/api/login', { data: accounts[who] });
  expect(login.status()).toBe(200);
  const { csrfToken } = await login.json();
  expect((await api.post('/api/portal/customer', { data: { customer }, headers: { 'x-csrf-token': csrfToken } })).status()).toBe(200);
  return api;
}

const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/shots/i18';

async function shot(page: Page, name: string) {
  try {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  } catch {
    // Screenshots are for the notes; a machine without the folder skips them.
  }
}

async function expectDetail(page: Page, id: string) {
  await expect(page.getByRole('heading', { level: 2, name: id })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Milestones' }).or(page.locator('section.milestones'));
  await expect(timeline.locator('li.timeline-event').first()).toBeVisible();
  const events = await timeline.locator('li.timeline-event').count();
  expect(events).toBeGreaterThanOrEqual(8);
  expect(events).toBeLessThanOrEqual(20);
  await expect(timeline.getByText('Planned').first()).toBeVisible();
  await expect(timeline.getByText(/^(Actual|Estimated)$/).first()).toBeVisible();
  await expect(page.getByTestId('co2e-total')).toHaveText(/CO₂e$/);
  await expect(page.getByRole('table', { name: /CO₂e per leg/ }).getByText(/g CO₂e\/t-km/).first()).toBeVisible();
}

test.describe('shipment detail', () => {
  test('opened from the dashboard: facts, milestones, documents (downloadable), CO₂e; reloads; leads back', async ({ page }) => {
    test.setTimeout(120_000);
    const api = await apiAs('customer', 'C10001');
    const data = await (await api.get('/api/shipments/data')).json();
    // A shipment under way with documents (the seed links papers to the latest departures).
    let pick: { mode: string; index: number; id: string } | null = null;
    for (const mode of ['sea', 'roa', 'mul', 'air'] as const) {
      for (const [index, s] of (data[mode] as Row[]).entries()) {
        const detail = await (await api.get(`/api/shipments/detail/${mode}/${s.shipmentid}`)).json();
        if (detail.documents.length > 0) {
          pick = { mode, index, id: s.shipmentid };
          break;
        }
      }
      if (pick) break;
    }
    expect(pick).not.toBeNull();
    const { mode, index, id } = pick!;

    await signIn(page, 'customer');
    const tabName = { sea: /sea/i, roa: /roa/i, mul: /mul/i, air: /air/i }[mode];
    await page.getByRole('tab', { name: tabName }).first().click();
    const list = page.getByRole('listbox', { name: new RegExp(`Active .* shipments`) });
    // The keys move within the rows read so far: wait for the whole list (CI saw the first rows' last one chosen).
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await list.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('selected-shipment')).toContainText(id);
    await page.getByRole('link', { name: `Details of ${id}` }).click();

    await expect(page).toHaveURL(new RegExp(`/myshipments/${mode}/${id}$`));
    await expectDetail(page, id);
    const documents = page.getByRole('region', { name: 'Documents' }).or(page.locator('section.shipment-documents'));
    await expect(documents.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: /^Download / }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByTestId('shipment-position')).toContainText('Now:');

    // The deep link survives a reload, breadcrumb and all.
    await page.reload();
    await expectDetail(page, id);
    await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'MyDashboard' }).click();
    await expect(page).toHaveURL(/\/shipments$/);
    await api.dispose();
  });

  test('opened from a table with the Delayed filter: a late event in words, and back to the list with its filters', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'customer', '/myshipments/sea');
    const rowsText = page.locator('.data-table-toolbar [aria-live="polite"]');
    await expect(rowsText).toHaveText(/\d+ rows?/);
    const all = Number((await rowsText.textContent())!.replace(/\D/g, ''));
    const narrowed = page.waitForResponse((r) => r.url().includes('/api/myShipments/sea/rows') && r.url().includes('delayed'));
    await page.getByRole('checkbox', { name: 'Delayed only' }).check();
    await narrowed;
    await expect(page).toHaveURL(/delayed=1/);
    await expect(async () => {
      const delayed = Number((await rowsText.textContent())!.replace(/\D/g, ''));
      expect(delayed).toBeGreaterThan(0);
      expect(delayed).toBeLessThan(all);
    }).toPass();
    // The row's link, in the first rows or the grid: both draw it with the grid's renderer.
    const link = page.locator('.data-table-grid a.shipment-link').first();
    const id = (await link.textContent())!.trim();
    expect(await link.getAttribute('href')).toBe(`/myshipments/sea/${id}`);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/myshipments/sea/${id}$`));
    await expectDetail(page, id);
    await expect(page.locator('li.timeline-event.is-late').first()).toContainText(/\d+ days late/);
    await expect(page.locator('li.timeline-event.is-late').first()).not.toContainText('Late:');
    // One wording for a delay wherever it shows: the badge says how late, no "Delayed ·" before it.
    await expect(page.locator('.shipment-facts .badge[data-delayed="true"]')).toHaveText(/^\d+ days late$/);
    await expectAccessible(page, ['.ol-viewport canvas']);

    for (const [width, height] of [[1440, 1000], [820, 1180], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      await shot(page, `shipment-detail-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 860 });

    await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Sea shipments' }).click();
    await expect(page).toHaveURL(/\/myshipments\/sea\?.*delayed=1/);
    await expect(page.getByRole('checkbox', { name: 'Delayed only' })).toBeChecked();
  });

  test('the on-carriage by truck: the consignee’s town as a fact, a dashed leg on the map, a row of the CO₂e table; the factors’ caveat', async ({ page }) => {
    test.setTimeout(120_000);
    const api = await apiAs('customer', 'C10001');
    // A sea shipment whose on-carriage has a delivery town (most have; a few ports have none in the reference list).
    const rows = (await (await api.get('/api/myShipments/sea/rows?startRow=0&endRow=40')).json()).rows as Row[];
    let found: { id: string; town: string; km: number } | null = null;
    for (const row of rows) {
      const detail = await (await api.get(`/api/shipments/detail/sea/${row.shipmentid}`)).json();
      if (detail.delivery) {
        const truck = detail.emissions.legs[detail.emissions.legs.length - 1];
        found = { id: row.shipmentid, town: detail.delivery.city, km: truck.distanceKm };
        break;
      }
    }
    await api.dispose();
    expect(found).not.toBeNull();
    const { id, town, km } = found!;

    await signIn(page, 'customer', `/myshipments/sea/${id}`);
    await expectDetail(page, id);
    await expect(page.locator('.shipment-facts').getByText('Delivery', { exact: true })).toBeVisible();
    await expect(page.locator('.shipment-facts').getByText(`Consignee, ${town}`)).toBeVisible();
    const legs = page.getByRole('table', { name: /CO₂e per leg/ });
    const truckRow = legs.getByRole('row').filter({ hasText: `Consignee, ${town}` });
    await expect(truckRow).toContainText('Road');
    await expect(truckRow).toContainText(`${km.toLocaleString('en')} km`);
    await expect(truckRow).toContainText('× 1.2');
    // Each intensity with its name and its published source (the GLEC v3.2 table and page), and that it is not yet verified.
    await expect(truckRow).toContainText('101 g CO₂e/t-km');
    await expect(truckRow).toContainText('Articulated truck 34–40 t GVW');
    await expect(truckRow).toContainText('GLEC Framework v3.2 (Smart Freight Centre, Oct 2025), Module 2, Table 8 (Europe), p. 101');
    const seaRow = legs.getByRole('row').filter({ hasText: 'Container ship, industry average' }).first();
    await expect(seaRow).toContainText('7.17 g CO₂e/t-km');
    await expect(seaRow).toContainText('Table 18, p. 111–112, well-to-wheel 71.7 g/TEU-km = WTT 12.7 + TTW 59');
    await expect(seaRow).not.toContainText('github');
    await expect(seaRow).toContainText('still verifying this value');
    await expect(page.getByRole('note')).toContainText('the totals are an estimate');
    await expect(page.locator('.route-map .sr-only')).toContainText(`Consignee, ${town}`);
    await expect(page.getByTestId('route-map')).toHaveAttribute('data-view-extent', /\[/);
    await expectAccessible(page, ['.ol-viewport canvas']);
    for (const [width, height] of [[1440, 1000], [820, 1180], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(400);
      await shot(page, `shipment-detail-on-carriage-${width}`);
    }
  });

  test('a shipment outside the selection is not found; switching the selection leaves a detail that no longer belongs', async ({ page }) => {
    test.setTimeout(120_000);
    const other = await apiAs('admin', 'C10004');
    const foreign = (await (await other.get('/api/myShipments/sea/rows?startRow=0&endRow=1')).json()).rows[0].shipmentid as string;
    await other.dispose();
    const own = await apiAs('customer', 'C10001');
    const mine = (await (await own.get('/api/myShipments/air/rows?startRow=0&endRow=1')).json()).rows[0].shipmentid as string;
    await own.dispose();

    await signIn(page, 'customer', `/myshipments/sea/${foreign}`);
    await expect(page.getByRole('heading', { name: 'Shipment not found' })).toBeVisible();
    await expect(page.getByText(foreign).first()).toBeVisible();
    await expect(page.locator('section.milestones')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/myshipments/air/${mine}`);
    await expectDetail(page, mine);
    await switchSelection(page, 'C10002');
    await expect(page).toHaveURL(/\/myshipments\/air$/);
    await expect(page.getByText(`Shipment ${mine} is not part of the selected organisation.`)).toBeVisible();
  });
});
