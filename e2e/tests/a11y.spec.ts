import { test, signIn, expectAccessible, screenshot, expect } from '../fixtures';

const customerScreens = ['/shipments', '/myshipments/sea', '/myshipments/roa', '/myshipments/mul', '/myshipments/air', '/quotes', '/quotes/create', '/sandbox', '/documents', '/networks', '/contact', '/webtracker', '/mykpi', '/mytms', '/portal', '/documents?tab=quotes', '/no-such-page'];
const referenceEntities = ['customers', 'customerGroups', 'cepUsers', 'documents', 'contentTypes', 'networkLocations', 'unlocode', 'userSetting', 'userCustomerGroup', 'companies'];
const adminScreens = ['/reference', ...referenceEntities.map((e) => `/reference/${e}`), '/reference/unlocode/create', '/reference/documents/create'];

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  await screenshot(page, 'login');
});

/** Walks of a few screens each, with their own time: axe over a full grid takes seconds on a busy machine. */
function inParts(screens: string[], size: number): string[][] {
  const parts: string[][] = [];
  for (let i = 0; i < screens.length; i += size) parts.push(screens.slice(i, i + size));
  return parts;
}

const walks = [
  ...inParts(customerScreens, 6).map((screens) => ({ who: 'customer' as const, screens, exclude: ['.ol-viewport canvas'] })),
  ...inParts(adminScreens, 7).map((screens) => ({ who: 'admin' as const, screens, exclude: [] })),
];

for (const { who, screens, exclude } of walks) {
  test(`${who} screens ${screens[0]} … ${screens.at(-1)} have no serious accessibility violation`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, who);
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, exclude);
      await screenshot(page, `a11y${screen.replace(/[/?=]/g, '-')}`);
    }
  });
}

test("a record's show and edit pages in the reference area have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', '/reference/customers');
  await page.getByRole('link', { name: 'View' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer profile' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await expect(page.getByRole('button', { name: /save/i })).toBeVisible();
  await expectAccessible(page);
});

test('the open selector and a remote that is unavailable have no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'customer');
  await page.getByRole('button', { name: /Organisation/i }).click();
  await expect(page.getByRole('listbox', { name: 'Organisations and groups' })).toBeVisible();
  await expectAccessible(page, ['.ol-viewport canvas']);
  await page.keyboard.press('Escape');
  await page.route('**/mf-manifest.json', (route) => (route.request().url().includes(`:${8084 + Number(process.env.E2E_PORT_OFFSET ?? 100)}/`) ? route.abort() : route.continue()));
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);
});
