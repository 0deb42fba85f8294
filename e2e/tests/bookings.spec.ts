import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, expect, reachTable, signIn, test } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * Booking an offer: the customer books an offered quote from the quote list, lands on the new
 * shipment (status Booked), finds it in MyShipments under the Booked status and in the dashboard's
 * data; a second booking of the same quote is refused; the administrator confirms it on the
 * reference area's bookings page, the customer's bell tells them, and the header's search finds
 * the shipment by the container and bill of lading numbers issued at the confirmation.
 */
const inDays = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + n * 86_400_000));

async function apiAs(who: 'admin' | 'customer'): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  const res = await api.post('/api/login', { data: accounts[who] });
  expect(res.status()).toBe(200);
  return { api, csrf: (await res.json()).csrfToken };
}

/** A requested quote of the customer's first organisation, offered now by the administrator. */
async function offeredQuote(modality = 'SEA'): Promise<string> {
  const customer = await apiAs('customer');
  const admin = await apiAs('admin');
  try {
    const quotes = (await (await customer.api.get('/api/quotes')).json()).quotes as { quote_nr: string; quote_status: string; expired: boolean; modality: string }[];
    const quote = quotes.filter((q) => q.quote_status === 'Requested' && !q.expired && q.modality === modality).at(-1)!;
    const res = await admin.api.post(`/api/quotes/${quote.quote_nr}/offer`, { headers: { 'x-csrf-token': admin.csrf }, data: { valid_until: inDays(20) } });
    expect(res.status()).toBe(200);
    return quote.quote_nr;
  } finally {
    await customer.api.dispose();
    await admin.api.dispose();
  }
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

test('a customer books an offer, finds the shipment as Booked, cannot book it twice; the administrator confirms, the bell tells the customer, the search finds its container', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const quoteNr = await offeredQuote();
  const bookingNr = `BKG${quoteNr.slice(1)}`;

  await signIn(page, 'customer', '/quotes');
  await page.getByRole('link', { name: `Book offer ${quoteNr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteNr}/book$`));
  const form = page.getByRole('form', { name: `Book quote ${quoteNr}` });
  await form.getByLabel('Cargo ready date').fill(inDays(3));
  await form.getByLabel('Your references').fill('PO-4711');
  await form.getByLabel('Pickup contact').fill('Anna Berg, +31 10 123 4567');
  await form.getByLabel('Delivery contact').fill('Li Wei, +86 21 5555 0101');
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/myshipments/sea/${bookingNr}$`));
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();

  // The same quote again: refused with the rule's words.
  const again = await page.request.post(`/api/quotes/${quoteNr}/booking`, {
    headers: { 'x-csrf-token': (await (await page.request.get('/api/auth/csrf')).json()).csrfToken },
    data: { cargoReadyDate: inDays(4), pickupContact: 'Someone else', deliveryContact: 'Goods in' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('This quote has already been booked.');

  // The dashboard's shipments carry it at once.
  expect(await (await page.request.get('/api/shipments/shipments')).text()).toContain(bookingNr);

  // MyShipments: the Booked status finds it.
  await page.goto('/myshipments/sea');
  const grid = page.getByRole('region', { name: 'Sea shipments' });
  await reachTable(grid);
  await grid.locator('.ag-header-cell[col-id="status"] .ag-header-cell-filter-button').click();
  await page.getByRole('group', { name: 'Status is one of' }).getByRole('checkbox', { name: 'Booked' }).check();
  await expect(grid.locator('.ag-row [col-id="shipmentid"]', { hasText: bookingNr })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/shipments');
  await expect(bell(page)).toHaveAttribute('aria-busy', 'false');

  // The administrator confirms it on the bookings page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', '/reference/bookings');
  const row = admin.locator(`tr[data-booking="${bookingNr}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByText('Confirmed')).toBeVisible();
  await adminContext.close();

  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Latest notifications' });
  await expect(panel.getByRole('link', { name: new RegExp(`Booking ${bookingNr} confirmed`) })).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');

  // Confirmed, it has a container and a bill of lading (as on the customer's papers): the header's
  // search finds the shipment by either.
  const { shipment } = (await (await page.request.get(`/api/shipments/detail/sea/${bookingNr}`)).json()) as { shipment: { container_number: string; bill_of_lading: string } };
  expect(shipment.container_number).toMatch(/^[A-Z]{3}U\d{7}$/);
  for (const number of [shipment.container_number, shipment.bill_of_lading]) {
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search shipments, quotes and documents' });
    await box.fill(number);
    const found = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Shipments' }).getByRole('option', { name: new RegExp(bookingNr) });
    await expect(found).toBeVisible();
    await expect(found).toContainText(number);
    await box.press('Escape');
  }
});

test('a booking not yet confirmed is cancelled from My bookings', async ({ page }) => {
  const quoteNr = await offeredQuote('AIR');
  const bookingNr = `BKG${quoteNr.slice(1)}`;
  await signIn(page, 'customer', `/quotes/${quoteNr}/book`);
  const form = page.getByRole('form', { name: `Book quote ${quoteNr}` });
  await form.getByLabel('Cargo ready date').fill(inDays(2));
  await form.getByLabel('Pickup contact').fill('Pickup desk');
  await form.getByLabel('Delivery contact').fill('Goods in');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/myshipments/air/${bookingNr}$`));

  await page.goto('/quotes');
  const bookings = page.getByRole('region', { name: 'My bookings' });
  await bookings.getByRole('button', { name: `Cancel booking ${bookingNr}` }).click();
  await expect(bookings.locator(`tr[data-booking="${bookingNr}"]`)).toContainText('Cancelled');
  expect((await page.request.get(`/api/shipments/detail/air/${bookingNr}`)).status()).toBe(404);
});
