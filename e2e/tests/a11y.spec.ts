import { test, signIn, expectAccessible, screenshot, expect } from '../fixtures';

const customerScreens = ['/shipments', '/myshipments/sea', '/quotes', '/quotes/create', '/sandbox', '/documents', '/networks', '/contact', '/webtracker', '/mykpi', '/mytms', '/portal'];
const adminScreens = ['/reference/customers', '/reference/unlocode', '/reference/documents/create'];

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  await screenshot(page, 'login');
});

test('every customer screen has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer');
  for (const screen of customerScreens) {
    await page.goto(screen);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, ['.ol-viewport canvas']);
    await screenshot(page, `a11y${screen.replace(/\//g, '-')}`);
  }
});

test('administrator screens have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  for (const screen of adminScreens) {
    await page.goto(screen);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await screenshot(page, `a11y${screen.replace(/\//g, '-')}`);
  }
});
