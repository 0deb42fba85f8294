import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, signIn, switchSelection, test } from '../fixtures';

/**
 * No error and no warning in the console on any main screen, signed out, as a customer (with an
 * organisation switch on the map's page) and as an administrator, moving as a person does: by
 * the menu, the header's profile link and the quote lists' own links.
 */
/**
 * Chromium's software renderer in the test browser (--disable-gpu) reports its own GPU stalls
 * when the network map's WebGL layer reads pixels back: a message of the test machine's driver,
 * not of the page.
 */
const DRIVER_NOISE = /^\[\.WebGL-[^\]]+\]GL Driver Message/;

function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && !DRIVER_NOISE.test(msg.text())) messages.push(`${msg.type()} on ${new URL(page.url()).pathname}: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return messages;
}

/** The page's data has arrived: nothing loading, no request under way. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .state-loading')).toHaveCount(0);
}

async function viaMenu(page: Page, name: string, path: RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await settled(page);
}

test('an unauthenticated deep link goes to sign-in without a word in the console', async ({ page }) => {
  const messages = recordConsole(page);
  await page.goto('/myshipments/air');
  await expect(page).toHaveURL(/\/login\?next=%2Fmyshipments%2Fair/);
  await expect(page.getByRole('heading', { name: 'Sign in to your customer portal' })).toBeVisible();
  await settled(page);
  expect(messages).toEqual([]);
});

test('a customer goes through every main screen with a clean console', async ({ page }) => {
  test.setTimeout(180_000);
  const messages = recordConsole(page);
  await signIn(page, 'customer', '/shipments');
  await settled(page);

  // Another organisation while the map is showing.
  const selector = page.getByRole('button', { name: /change organisation or group/ });
  await selector.click();
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/portal/customer') && r.request().method() === 'POST');
  await page.getByRole('option').nth(1).click();
  expect((await switched).status()).toBe(200);
  await settled(page);

  await viaMenu(page, 'MyShipments', /\/myshipments/);
  await viaMenu(page, 'Quotes', /\/quotes$/);
  await page.getByRole('link', { name: 'My Sandbox' }).click();
  await expect(page).toHaveURL(/\/sandbox$/);
  await settled(page);
  await page.getByRole('link', { name: 'New Quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/create$/);
  await settled(page);
  await viaMenu(page, 'My Documents', /\/documents/);
  await viaMenu(page, 'My networks', /\/networks$/);
  await viaMenu(page, 'Contact Us', /\/contact$/);
  await viaMenu(page, 'My tracker', /\/webtracker/);
  await viaMenu(page, 'MyKPI', /\/mykpi$/);
  await viaMenu(page, 'My TMS', /\/mytms$/);
  // The profile, from a remote's page: the remote unmounts without complaining about /portal.
  await viaMenu(page, 'MyDashboard', /\/shipments$/);
  await page.getByRole('link', { name: /User profile of/ }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await settled(page);
  await viaMenu(page, 'MyDashboard', /\/shipments$/);

  expect(messages).toEqual([]);
});

test('an administrator goes through the reference area and a user profile with a clean console', async ({ page }) => {
  test.setTimeout(120_000);
  const messages = recordConsole(page);
  await signIn(page, 'admin', '/reference');
  await settled(page);
  for (const [name, path] of [
    ['Customers', /\/reference\/customers$/],
    ['UN/LOCODEs', /\/reference\/unlocode$/],
  ] as const) {
    await page.goto('/reference');
    await settled(page);
    await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(path);
    await settled(page);
  }
  await page.getByRole('link', { name: /User profile of/ }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await settled(page);
  await viaMenu(page, 'MyDashboard', /\/shipments$/);
  expect(messages).toEqual([]);
});

/**
 * Switching organisation with a map on screen, at each width: OpenLayers says "No map visible
 * because the map container's width or height are 0" when it draws into a box without a size,
 * and the dashboard once asked for the previous organisation's shipment route under the new one
 * (a 404). The switches come as a person makes them: after the page has settled, at once after it
 * opened (the map and the shipments still loading), from the network map, and back and forth.
 */
for (const width of [1440, 820, 390]) {
  test(`switching organisation around the maps at ${width} px leaves the console clean`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : width < 1000 ? 1180 : 900 });
    const messages = recordConsole(page);
    // Every shipment route the page asks for: once the switch has answered, each must be the new
    // selection's (asked again through the API under it, it answers). A route asked for and
    // dropped at once logs nothing, so the console alone would catch the mix-up only by chance.
    const routeRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/shipments/route/') && routeRequests.push(request.url()));
    const switchTo = async (organisation: string) => {
      const from = routeRequests.length;
      await switchSelection(page, organisation);
      await settled(page);
      for (const url of routeRequests.slice(from)) expect.soft((await page.request.get(url)).status(), `after switching to ${organisation}: ${url}`).toBe(200);
    };
    await signIn(page, 'customer', '/shipments');
    const map = page.locator('.shipment-map-canvas[data-route-state="ready"]');
    await expect(map).toBeVisible({ timeout: 20_000 });
    await settled(page);
    const open = async (name: string, path: RegExp) => {
      const toggle = page.getByRole('button', { name: 'Menu' });
      if (await toggle.isVisible()) await toggle.click();
      await viaMenu(page, name, path);
    };

    for (const organisation of ['C10002', 'Holland Retail Group', 'C10001']) {
      await switchTo(organisation);
      await expect(map).toBeVisible({ timeout: 20_000 });
    }
    // At once after the page opened, before its map and shipments are there.
    await page.goto('/shipments');
    await switchSelection(page, 'C10003');
    await expect(map).toBeVisible({ timeout: 20_000 });
    await settled(page);

    await open('My networks', /\/networks$/);
    await expect(page.locator('.net-map[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await switchSelection(page, 'C10001');
    await settled(page);
    await open('MyDashboard', /\/shipments$/);
    await expect(map).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await expect(page.locator('.net-map[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await page.goForward();
    await expect(map).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await switchTo('C10002');
    await expect(map).toBeVisible({ timeout: 20_000 });

    expect(messages).toEqual([]);
  });
}
