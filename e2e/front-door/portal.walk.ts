import { test, expect, signIn } from '../fixtures';

/**
 * A person's walk through the portal behind nginx: every page below is loaded through nginx
 * (its files from disk, its pages from the Node host behind it, /api balanced over two
 * instances), from signing in to signing out.
 */
test('behind nginx: sign in, the dashboard, a shipment, the quote form, documents, network, sign out', async ({ page }) => {
  test.setTimeout(120_000);
  const login = await page.goto('/login');
  // nginx answers, not the Node host (it names itself; the host sends no Server header).
  expect(login?.headers()['server']).toMatch(/^nginx/);

  await signIn(page, 'customer');
  await expect(page).toHaveURL(/\/shipments$/);
  await expect(page.getByRole('button', { name: /.+, change organisation or group/ })).toBeVisible();

  // The dashboard's selected shipment, opened as a person does.
  const details = page.getByRole('link', { name: /^Details of / }).first();
  await expect(details).toBeVisible();
  const href = await details.getAttribute('href');
  expect(href).toMatch(/^\/myshipments\/[a-z]+\/[^/]+$/);
  const id = decodeURIComponent(href!.split('/').at(-1)!);
  await details.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 2, name: id })).toBeVisible();

  // A page load of each remote's route: the host's page through nginx, the remote's files from nginx.
  await page.goto('/quotes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Quote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request quote' })).toBeVisible();

  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
  // Its table counted the documents the API sent (through nginx's balancing).
  await expect(page.getByRole('tabpanel').getByText(/^[1-9][\d,]* rows?$/)).toBeVisible();

  await page.goto('/networks');
  await expect(page.getByRole('heading', { level: 1, name: 'My networks' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/shipments');
  await expect(page).toHaveURL(/\/login\?next=%2Fshipments/);
});
