import { test, expect, signIn, accounts, screenshot } from '../fixtures';

test.describe('shell', () => {
  test('an unauthenticated deep link goes to /login and back after sign-in', async ({ page }) => {
    await page.goto('/quotes/create');
    await expect(page).toHaveURL(/\/login\?next=%2Fquotes%2Fcreate/);
    await page.getByLabel('E-mail').fill(accounts.customer.email);
    await page.getByLabel('Password').fill(accounts.customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/quotes\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Quote' })).toBeVisible();
  });

  // The outside scan: '/..//evil.example/x' became '//evil.example/x' and sign-in then failed (or left the portal).
  for (const next of ['/..//evil.example/x', '/%2e%2e//evil.example', '//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2f%2fevil.example']) {
    test(`signing in with next=${next} stays on the portal, on MyDashboard`, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (req) => requests.push(req.url()));
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('E-mail').fill(accounts.customer.email);
      await page.getByLabel('Password').fill(accounts.customer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/shipments$/);
      expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
      await expect(page.getByRole('button', { name: /.+, change organisation or group/ })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(requests.filter((url) => new URL(url).hostname.includes('evil'))).toEqual([]);
    });
  }

  test('wrong credentials say so and stay on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(accounts.customer.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('sign in lands on MyDashboard, the header shows the selection, sign out ends the session', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(accounts.customer.email);
    await page.getByLabel('Password').fill(accounts.customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/shipments$/);
    await expect(page.getByRole('button', { name: /.+, change organisation or group/ })).toBeVisible();
    await screenshot(page, 'shell-dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/shipments');
    await expect(page).toHaveURL(/\/login\?next=%2Fshipments/);
  });

  test('the selector searches and switches organisation or group', async ({ page }) => {
    await signIn(page, 'customer');
    const selector = page.getByRole('button', { name: /change organisation or group/ });
    const before = (await selector.textContent())!;
    await selector.click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('combobox', { name: 'Search organisations and groups' }).fill('group');
    await expect(page.getByRole('option').first()).toContainText(/group/i);
    const switched = page.waitForResponse((r) => r.url().endsWith('/api/portal/customer') && r.request().method() === 'POST');
    await page.getByRole('option').first().click();
    expect((await switched).status()).toBe(200);
    await expect(selector).not.toHaveText(before);
    await expect(page.getByRole('button', { name: /change organisation or group/ })).toContainText('Group');
  });

  test('the menu follows permissions: only administrators see reference data', async ({ page, browser }) => {
    await signIn(page, 'customer');
    await expect(page.getByRole('link', { name: 'MyDashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reference data' })).toHaveCount(0);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await expect(admin.getByRole('link', { name: 'Reference data' })).toBeVisible();
    await adminContext.close();
  });

  test('a reload on a deep link keeps the page, back and forward keep one URL truth', async ({ page }) => {
    await signIn(page, 'customer', '/myshipments/air');
    await expect(page).toHaveURL(/\/myshipments\/air$/);
    await page.reload();
    await expect(page).toHaveURL(/\/myshipments\/air$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/myshipments\/air$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('an unknown route shows the not-found page inside the portal', async ({ page }) => {
    // Signed in first: sign-in returns only to a path the portal serves, so not to this one.
    await signIn(page, 'customer');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a remote whose manifest cannot be loaded leaves the shell working and recovers on Retry', async ({ page }) => {
    await signIn(page, 'customer');
    await page.route('**/mf-manifest.json', (route) => (route.request().url().includes(`:${8083 + Number(process.env.E2E_PORT_OFFSET ?? 100)}/`) ? route.abort() : route.continue()));
    await page.getByRole('link', { name: 'My Documents' }).click();
    await expect(page.getByText(/My Documents is unavailable at the moment/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.getByRole('link', { name: 'My Documents' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute('**/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/unavailable at the moment/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
  });
});
