import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '../fixtures';

/**
 * "Forgot password?" as a customer uses it: the link asked for on the sign-in page, read from the
 * mail the API queued in its outbox (the portal's mail path; no SMTP server in the tests), a new
 * password checked like the change-password form, the link dead afterwards.
 */
const EMILY = { email: 'emily.carter@greatlakes-outdoor.example', password: 'Portal!2345' };
const NEW_PASSWORD = 'Lakeside-forklift-rolls-58';

/** The API's own database driver, from its package: the tests run on the same Node. */
type Sqlite = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => {
  prepare(sql: string): { get(...params: unknown[]): unknown };
  close(): void;
};
const Database = createRequire(path.resolve(__dirname, '../../mock-api/package.json'))('better-sqlite3') as Sqlite;

/** The newest reset mail to `email`, as the outbox holds it. */
function lastResetMail(email: string): { recipient: string; subject: string; message: string } | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT recipient, subject, message FROM outbox WHERE kind = 'password_reset' AND LOWER(recipient) = LOWER(?) ORDER BY id DESC LIMIT 1")
      .get(email) as { recipient: string; subject: string; message: string } | undefined;
  } finally {
    db.close();
  }
}

test('a customer resets a forgotten password with the e-mailed link, once', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(EMILY.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByLabel('E-mail')).toHaveValue(EMILY.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this address, we have sent it a link');

  await expect.poll(() => lastResetMail(EMILY.email)?.subject).toBe('Choose a new password for your Meridian Freight portal');
  const link = /https?:\/\/[^/\s]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(lastResetMail(EMILY.email)!.message)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  // The change-password form's rules: too short, then the two entries differ.
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password should be at least 6 characters.')).toBeVisible();
  await expect(page.locator('.strength-bar.is-on')).toHaveCount(1);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Please make sure that both passwords are identical.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();

  // The old password no longer works, the new one does.
  await page.getByLabel('E-mail').fill(EMILY.email);
  await page.getByLabel('Password').fill(EMILY.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('These credentials do not match our records.');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The same link a second time: it says so and offers a new one.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another-quay-crane-19');
  await page.getByLabel('Confirm new password').fill('Another-quay-crane-19');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid any more');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the same answer for an address without an account, and no mail', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('nobody-here@nowhere.example');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this address, we have sent it a link');
  expect(lastResetMail('nobody-here@nowhere.example')).toBeUndefined();
});

test('sign-in says what is missing or malformed instead of a greyed-out button', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeEnabled();
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.getByLabel('E-mail').fill('notanemail');
  await page.getByLabel('Password').fill('whatever');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Enter a valid e-mail address, such as name@company.com.')).toBeVisible();
  await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0);
});
