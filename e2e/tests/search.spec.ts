import { request as playwrightRequest } from '@playwright/test';
import { test, expect, signIn, accounts } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * The header's search on a phone and a laptop: type the start of a shipment's reference, see it
 * in the Shipments group as you type, pick it with the keyboard (phone) or a click (laptop), and
 * land on its page; Enter on an exact reference opens it at once.
 */

/** A shipment under way of the customer's default selection, looked up through the API. */
async function aShipment(): Promise<{ shipmentid: string; modality: string }> {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  expect((await api.post('/api/login', { data: accounts.customer })).status()).toBe(200);
  const { shipments } = (await (await api.get('/api/shipments/shipments')).json()) as { shipments: { shipmentid: string; modality: string }[] };
  await api.dispose();
  expect(shipments.length).toBeGreaterThan(0);
  return shipments[0];
}

for (const [width, height] of [[390, 844], [1440, 900]] as const) {
  test(`at ${width} px: a reference typed in the header's search opens the shipment page`, async ({ page }) => {
    const { shipmentid, modality } = await aShipment();
    await page.setViewportSize({ width, height });
    await signIn(page, 'customer', '/shipments');

    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search shipments, quotes and documents' });
    await expect(box).toBeFocused();
    await box.fill(shipmentid.slice(0, -1).toLowerCase());
    const results = page.getByRole('listbox', { name: 'Search results' });
    const option = results.getByRole('group', { name: 'Shipments' }).getByRole('option', { name: new RegExp(shipmentid) });
    await expect(option).toBeVisible();

    if (width < 1024) {
      // Keyboard: down to the result (it becomes the combobox's active descendant), Enter opens it.
      for (let i = 0; i < 6 && (await box.getAttribute('aria-activedescendant')) !== (await option.getAttribute('id')); i++) await box.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
    } else {
      await option.click();
    }
    await expect(page).toHaveURL(new RegExp(`/myshipments/${modality.toLowerCase()}/${shipmentid}$`));
    await expect(page.getByRole('heading', { level: 2, name: shipmentid })).toBeVisible();
    await expect(box).toHaveCount(0);

    // Enter on the exact reference opens it without choosing.
    await page.goto('/shipments');
    await page.getByRole('button', { name: 'Search' }).click();
    await box.fill(shipmentid);
    await expect(option).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/myshipments/${modality.toLowerCase()}/${shipmentid}$`));
  });
}

test('a document picked in the search opens My Documents showing that document', async ({ page }) => {
  await signIn(page, 'customer', '/documents');
  const firstName = page.getByRole('table').first().getByRole('row').nth(1).getByRole('cell').first();
  // Once the rows have come (the table shows "Loading …" in that cell until then).
  await expect(firstName).not.toHaveText(/^\s*$|Loading/);
  const name = (await firstName.innerText()).trim();
  expect(name.length).toBeGreaterThan(3);

  await page.goto('/shipments');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search shipments, quotes and documents' }).fill(name.slice(0, 10));
  await page.getByRole('group', { name: 'Documents' }).getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  await expect(page).toHaveURL(/\/documents\?tab=documents&name=/);
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows.nth(1)).toContainText(name);
  expect(await rows.count()).toBeLessThanOrEqual(3);
});
