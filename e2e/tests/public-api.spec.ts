import { request as playwrightRequest } from '@playwright/test';
import { test, expect, signIn, expectAccessible, screenshot } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * In the browser: a customer makes an access token in the User Profile, sees it once,
 * a program reads with it (no cookie), and revoking it stops it at once. The API reference page
 * opens without signing in, under its own policy, from the portal's own address.
 */
test.describe('access tokens in the User Profile', () => {
  test('create with name, organisation and read-only access; shown once; works with Bearer; revoked at once', async ({ page }) => {
    await signIn(page, 'customer', '/portal');
    const section = page.getByRole('region', { name: 'Access tokens' });
    await expect(section.getByText('No tokens yet.').or(section.getByRole('table'))).toBeVisible();

    // Nothing chosen: the form says what is missing and changes nothing.
    await section.getByRole('button', { name: 'Create token' }).click();
    await expect(section.getByText('Please name the token (what will use it).')).toBeVisible();
    await expect(section.getByText('Choose at least one organisation or group.')).toBeVisible();
    await expect(section.getByLabel('Name')).toBeFocused();

    const name = `ERP import ${Date.now()}`;
    await section.getByLabel('Name').fill(name);
    await section.getByLabel('Expires after').selectOption('30');
    await section.getByRole('group', { name: 'Organisations it may read' }).getByRole('checkbox').first().check();
    await section.getByRole('radio', { name: 'Read only' }).check();
    await section.getByRole('button', { name: 'Create token' }).click();

    const secret = section.getByLabel('The new access token');
    await expect(secret).toHaveValue(/^mfp_/);
    const token = await secret.inputValue();
    await expect(section.getByText('Copy it now: it is not shown again.')).toBeVisible();
    const row = section.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('read only');
    await expect(row).toContainText('Never');
    await expectAccessible(page);
    for (const width of [1440, 820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `access-tokens-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 860 });

    // A program, without the browser's cookie: the token reads, and is refused on the portal's own routes.
    const program = await playwrightRequest.newContext({ baseURL: portalUrl, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
    try {
      expect((await program.get('/api/shipments/totals')).status()).toBe(200);
      expect((await program.get('/api/portal/userProfile')).status()).toBe(403);
      expect((await program.post('/api/notifications/readAll')).status()).toBe(403);

      // The secret is gone after Done; the list shows the last use.
      await section.getByRole('button', { name: 'Done' }).click();
      await expect(section.getByLabel('The new access token')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Access tokens' }).getByRole('row').filter({ hasText: name })).not.toContainText('Never');

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('region', { name: 'Access tokens' }).getByRole('button', { name: `Revoke ${name}` }).click();
      await expect(page.getByRole('region', { name: 'Access tokens' }).getByRole('row').filter({ hasText: name })).toContainText('Revoked');
      expect((await program.get('/api/shipments/totals')).status()).toBe(401);
    } finally {
      await program.dispose();
    }
  });
});

test.describe('the API reference', () => {
  test('opens at /api/docs without signing in, from the portal\'s own files only', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(portalUrl)) foreign.push(r.url());
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/api/docs');
    // Swagger UI's bundle and the first generation of the document take seconds on a busy machine.
    await expect(page.getByRole('heading', { name: /Meridian Freight customer API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.opblock-tag[data-tag="Shipments"]')).toBeVisible();
    await expect(page.locator('.opblock-tag[data-tag="Webhooks"]')).toBeVisible();
    // The portal's own routes are not in the public document.
    await expect(page.getByText('/api/portal/userProfile')).toHaveCount(0);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, 'api-docs-1366');
  });
});
