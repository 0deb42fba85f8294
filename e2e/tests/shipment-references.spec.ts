import type { Locator } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, signIn, accounts } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * The shipment page names the numbers the customer knows a shipment by, as the header's search
 * finds it: the order (PO), and the container and bill of lading of sea freight or the air
 * waybill of air freight, in English and in Dutch.
 */

interface References {
  shipmentid: string;
  order_ref: string;
  container_number: string | null;
  bill_of_lading: string | null;
  air_waybill: string | null;
  cmr_number: string | null;
}

/** A shipment of this modality in the customer's default selection, with its references as the API gives them. */
async function referencedShipment(modality: 'SEA' | 'AIR'): Promise<References> {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  expect((await api.post('/api/login', { data: accounts.customer })).status()).toBe(200);
  const { shipments } = (await (await api.get('/api/shipments/shipments')).json()) as { shipments: { shipmentid: string; modality: string }[] };
  const one = shipments.find((s) => s.modality === modality);
  expect(one).toBeDefined();
  const detail = (await (await api.get(`/api/shipments/detail/${modality.toLowerCase()}/${one!.shipmentid}`)).json()) as { shipment: References };
  await api.dispose();
  return detail.shipment;
}

/** The value the references block shows under `label`. */
const referenceValue = (block: Locator, label: string) => block.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('the shipment page shows the order, container and bill of lading of a sea shipment', async ({ page }) => {
  const sea = await referencedShipment('SEA');
  expect(sea.container_number).toBeTruthy();
  expect(sea.bill_of_lading).toBeTruthy();
  await signIn(page, 'customer', `/myshipments/sea/${sea.shipmentid}`);
  await expect(page.getByRole('heading', { level: 2, name: sea.shipmentid })).toBeVisible();
  const block = page.locator('.shipment-references');
  await expect(block.locator(':scope > dt')).toHaveText('References');
  await expect(referenceValue(block, 'Order \\(PO\\)')).toHaveText(sea.order_ref);
  await expect(referenceValue(block, 'Container')).toHaveText(sea.container_number!);
  await expect(referenceValue(block, 'Bill of lading')).toHaveText(sea.bill_of_lading!);
  // A sea shipment has no air waybill: no empty line for one.
  await expect(block.locator('dt').filter({ hasText: 'Air waybill' })).toHaveCount(0);
});

test('in Dutch, the shipment page names the air waybill of an air shipment', async ({ browser }) => {
  const air = await referencedShipment('AIR');
  expect(air.air_waybill).toBeTruthy();
  // A Dutch browser: the header's language choice would be kept on the shared demo account.
  const dutch = await browser.newContext({ locale: 'nl-NL', viewport: { width: 390, height: 844 } });
  const page = await dutch.newPage();
  try {
    await page.goto(`/myshipments/air/${air.shipmentid}`);
    await page.getByLabel('E-mail').fill(accounts.customer.email);
    await page.getByLabel('Wachtwoord').fill(accounts.customer.password);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('heading', { level: 2, name: air.shipmentid })).toBeVisible();
    const block = page.locator('.shipment-references');
    await expect(block.locator(':scope > dt')).toHaveText('Referenties');
    await expect(referenceValue(block, 'Order \\(PO\\)')).toHaveText(air.order_ref);
    await expect(referenceValue(block, 'Luchtvrachtbrief')).toHaveText(air.air_waybill!);
    await expect(block.locator('dt').filter({ hasText: 'Container' })).toHaveCount(0);
  } finally {
    await dutch.close();
  }
});
