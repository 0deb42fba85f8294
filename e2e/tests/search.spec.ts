import { request as playwrightRequest } from '@playwright/test';
import { test, expect, signIn, accounts, screenshot } from '../fixtures';
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

/** A shipment of this modality under way for the customer's default selection, with its references (the detail). */
async function referencedShipment(modality: 'SEA' | 'AIR'): Promise<{ shipmentid: string; container_number: string | null; air_waybill: string | null }> {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  expect((await api.post('/api/login', { data: accounts.customer })).status()).toBe(200);
  const { shipments } = (await (await api.get('/api/shipments/shipments')).json()) as { shipments: { shipmentid: string; modality: string }[] };
  const one = shipments.find((s) => s.modality === modality)!;
  expect(one).toBeDefined();
  const detail = (await (await api.get(`/api/shipments/detail/${modality.toLowerCase()}/${one.shipmentid}`)).json()) as { shipment: { shipmentid: string; container_number: string | null; air_waybill: string | null } };
  await api.dispose();
  return detail.shipment;
}

test('a container number typed with spaces, and an air waybill without its dash, find their shipments; the box says so in English and Dutch', async ({ page, browser }) => {
  const sea = await referencedShipment('SEA');
  const air = await referencedShipment('AIR');
  const container = sea.container_number!;
  const waybill = air.air_waybill!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'customer', '/shipments');

  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search shipments, quotes and documents' });
  await expect(box).toHaveAttribute('placeholder', 'Reference, PO, container, B/L, AWB, CMR, quote or document');
  await box.fill(`${container.slice(0, 4)} ${container.slice(4, 10)} ${container.slice(10)}`);
  const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Shipments' }).getByRole('option', { name: `${sea.shipmentid} · container ${container}` });
  await expect(option).toBeVisible();
  for (const width of [1440, 820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `search-container-en-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/myshipments/sea/${sea.shipmentid}$`));

  // In Dutch (a Dutch browser; the header's choice would be kept on the shared demo account, where
  // tests running meanwhile would see it): the same box, its words translated.
  const dutch = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1440, height: 900 } });
  const nlPage = await dutch.newPage();
  try {
    await nlPage.goto('/shipments');
    await nlPage.getByLabel('E-mail').fill(accounts.customer.email);
    await nlPage.getByLabel('Wachtwoord').fill(accounts.customer.password);
    await nlPage.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(nlPage.locator('header.app-header').getByRole('button', { name: 'Zoeken' })).toBeVisible();
    await expect(nlPage.locator('html')).toHaveAttribute('lang', 'nl');
    await nlPage.locator('header.app-header').getByRole('button', { name: 'Zoeken' }).click();
    const zoek = nlPage.getByRole('combobox', { name: 'Zoek zendingen, offertes en documenten' });
    await expect(zoek).toHaveAttribute('placeholder', 'Referentie, PO, container, B/L, AWB, CMR, offerte of document');
    await zoek.fill(waybill.replace('-', ''));
    const found = nlPage.getByRole('listbox', { name: 'Zoekresultaten' }).getByRole('group', { name: 'Zendingen' }).getByRole('option', { name: `${air.shipmentid} · AWB ${waybill}` });
    await expect(found).toBeVisible();
    await expect(nlPage.getByRole('status').filter({ hasText: /resultaat/ })).toBeVisible();
    for (const width of [1440, 820, 390]) {
      await nlPage.setViewportSize({ width, height: 900 });
      await screenshot(nlPage, `search-waybill-nl-${width}`);
    }
    await nlPage.setViewportSize({ width: 1440, height: 900 });
    await found.click();
    await expect(nlPage).toHaveURL(new RegExp(`/myshipments/air/${air.shipmentid}$`));
  } finally {
    await dutch.close();
  }
});
