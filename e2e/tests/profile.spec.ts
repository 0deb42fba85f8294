import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, accounts, expectAccessible, screenshot } from '../fixtures';

/**
 * The User Profile (/portal) and another user's profile (/portal/users/:id): avatar, password
 * change, impersonation. The password test uses its own seeded user (Noor Visser), so the demo
 * accounts keep their passwords for every other test.
 */
const NOOR = { email: 'noor.visser@flandersfresh.example', password: 'Portal!2345' };
const NEW_PASSWORD = 'Harbour-crane-lifts-42';
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A user's id as the API knows it (ids are not assumed). */
async function userIdOf(request: APIRequestContext, email: string, password: string): Promise<number> {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const id = (await login.json()).profile.id as number;
  await request.post('/api/logout', { headers: { 'x-csrf-token': (await login.json()).csrfToken } });
  return id;
}


/** The selector's option labels the API gives this user. */
async function optionLabelsOf(request: APIRequestContext, email: string, password: string): Promise<string[]> {
  const login = await request.post('/api/login', { data: { email, password } });
  const { options } = await (await request.get('/api/portal/customerOptions')).json();
  await request.post('/api/logout', { headers: { 'x-csrf-token': (await login.json()).csrfToken } });
  return options.map((o: { label: string }) => o.label);
}

const headerAvatar = (page: Page) => page.getByRole('banner').getByRole('link', { name: /User profile of/ }).locator('img');

test.describe('own profile', () => {
  test('shows name and e-mail; a regenerated and an uploaded avatar reach the header at once', async ({ page }) => {
    await signIn(page, 'customer', '/portal');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Pieter van der Linden/ })).toBeVisible();
    await expect(page.getByText(accounts.customer.email)).toBeVisible();

    await page.getByRole('button', { name: 'Regenerate default' }).click();
    await expect(page.getByText('Your avatar has been updated.')).toBeVisible();
    await expect(headerAvatar(page)).toHaveAttribute('src', /^\/api\/core\/avatars\/\d+$/);
    const generated = await headerAvatar(page).getAttribute('src');
    await expect(page.getByRole('img', { name: 'Avatar of Pieter van der Linden' })).toHaveAttribute('src', generated!);
    // The picture really loads (served to its owner, as an image); the new address may still be loading.
    await expect.poll(() => headerAvatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A file that is no picture is refused before sending.
    await page.getByLabel(/^Picture/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'The picture must be a PNG, JPEG, GIF or WebP image.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload picture' })).toBeDisabled();

    await page.getByLabel(/^Picture/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    const saved = page.waitForResponse((r) => /\/api\/core\/avatars\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Upload picture' }).click();
    expect((await saved).status()).toBe(200);
    await expect(headerAvatar(page)).not.toHaveAttribute('src', generated!);
    await expect(headerAvatar(page)).toHaveAttribute('src', /^\/api\/core\/avatars\/\d+$/);

    await expectAccessible(page);
    await screenshot(page, 'profile-own');
  });

  test('password change: the two messages, then it signs out and only the new password works', async ({ page }) => {
    await signInAs(page, NOOR.email, NOOR.password);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/portal');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abd');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
    await expect(page.getByText('Your password should be at least 6 characters.')).toBeVisible();
    await expect(page.getByText('Please make sure that both passwords are identical.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    // The strength meter follows what is typed (zxcvbn-ts, loaded on this page only).
    await page.getByLabel('New password', { exact: true }).fill('password1');
    await expect(page.getByText(/Password strength: Very weak/)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await expect(page.getByText(/Password strength: Very strong/)).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await expect(page.getByText('Please make sure that both passwords are identical.')).toHaveCount(0);

    // A wrong current password is refused by the server, at its field, and nothing changes.
    await page.getByLabel('Current password').fill('Not-my-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();
    await expect(page).toHaveURL(/\/portal$/);
    await page.getByLabel('Current password').fill(NOOR.password);
    await screenshot(page, 'profile-password');

    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/password has been changed/)).toBeVisible();

    await signInAs(page, NOOR.email, NOOR.password);
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await signInAs(page, NOOR.email, NEW_PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a failed change says so with [CHANGE_PASSWORD] and keeps the user signed in', async ({ page }) => {
    await signIn(page, 'basic', '/portal');
    await page.route('**/api/portal/changePassword', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"An unknown error occurred."}' }));
    // The strength estimator loads slowly (a busy machine, a slow line): a click before it is
    // there is kept and carried out once it is, not dropped.
    let release = () => {};
    const estimatorHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('zxcvbn')) await estimatorHeld;
      await route.fulfill({ response, body });
    });
    await page.getByLabel('Current password').fill('Basic!2345');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('button', { name: 'Changing…' })).toBeDisabled();
    release();
    await expect(page.getByText('An unknown error occurred [CHANGE_PASSWORD]')).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test('Sign out (one word for it, header and profile alike) clears the profile and goes to the login page', async ({ page }) => {
    await signIn(page, 'basic', '/portal');
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/login\?next=%2Fportal/);
  });
});

test.describe('another user’s profile', () => {
  test('an administrator edits or impersonates a customer, sees the portal as that user, then stops', async ({ page, request }) => {
    const customerId = await userIdOf(request, accounts.customer.email, accounts.customer.password);
    const customerOptions = await optionLabelsOf(request, accounts.customer.email, accounts.customer.password);
    expect(customerOptions.length).toBeGreaterThanOrEqual(3);
    await signIn(page, 'admin', `/portal/users/${customerId}`);
    await expect(page.getByRole('heading', { level: 2, name: /Pieter van der Linden/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/reference/cepUsers/${customerId}/edit`);
    // Only one's own profile has avatar, password and sign-out (the header keeps its own).
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Regenerate default' })).toHaveCount(0);
    // The breadcrumb names the area as the menu does.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Reference data', exact: true })).toHaveAttribute('href', '/reference');
    await expect(crumbs.getByRole('link', { name: 'CEP Users', exact: true })).toHaveAttribute('href', '/reference/cepUsers');
    await expectAccessible(page);
    await screenshot(page, 'profile-other-user');

    await page.getByRole('button', { name: 'Impersonate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Impersonate' }).click();
    await expect(page).toHaveURL(/\/shipments$/);
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are impersonating Pieter van der Linden');
    await expect(page.getByRole('link', { name: 'User profile of Pieter van der Linden' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reference data' })).toHaveCount(0);
    // The selector offers the customer's organisations and group, not the administrator's all.
    await page.getByRole('button', { name: /change organisation or group/ }).click();
    await expect(page.getByRole('listbox', { name: 'Organisations and groups' }).getByRole('option')).toContainText(customerOptions);
    await page.keyboard.press('Escape');
    await screenshot(page, 'profile-impersonating');

    // The impersonated user's own profile: no password or avatar change on their behalf.
    await page.goto('/portal');
    await expect(page.getByText('Only Pieter van der Linden can change this password.')).toBeVisible();
    await expect(page.getByText('Only Pieter van der Linden can change this avatar.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regenerate default' })).toHaveCount(0);
    await expect(page.getByLabel(/^Picture/)).toHaveCount(0);
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/users/${customerId}$`));
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'User profile of Sanne Jansen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reference data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impersonate' })).toBeVisible();
  });

  test('no Impersonate for oneself (own profile instead) and none for customers viewing others', async ({ page, request }) => {
    const adminId = await userIdOf(request, accounts.admin.email, accounts.admin.password);
    await signIn(page, 'admin', `/portal/users/${adminId}`);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('button', { name: 'Impersonate' })).toHaveCount(0);

    const other = await page.context().browser()!.newContext();
    const customer = await other.newPage();
    await signIn(customer, 'basic', `/portal/users/${adminId}`);
    await expect(customer.getByText('You may not view other users’ profiles.')).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Impersonate' })).toHaveCount(0);
    await other.close();
  });
});

test('the profile page works at tablet width', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'basic', '/portal');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'profile-tablet');
});
