import { test, expect } from '../fixtures';

/**
 * English and Dutch: the first visit follows the browser's Accept-Language, the header's language
 * menu changes the portal at once (no reload) and keeps it on the account, so a reload and another
 * browser's sign-in stay in Dutch. A seeded staff user of its own, so no other spec sees Dutch.
 */
const JAN = { email: 'jan.hoffmann@hanse-elektronik.example', password: 'Portal!2345' };

test.describe.configure({ mode: 'serial' });

test('a Dutch browser gets the sign-in page in Dutch at first paint; an English one in English', async ({ browser }) => {
  const dutch = await browser.newContext({ locale: 'nl-NL' });
  const page = await dutch.newPage();
  const res = await page.goto('/login');
  expect(await res!.text()).toMatch(/<html lang="nl">/);
  await expect(page.getByRole('heading', { name: 'Meld u aan bij uw klantenportaal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await dutch.close();

  const english = await browser.newContext({ locale: 'en-GB' });
  const other = await english.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { name: 'Sign in to your customer portal' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await english.close();
});

test('switching to Dutch in the header changes the shell and the mounted dashboard at once; a reload and another browser keep it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/shipments');
  await page.getByLabel('E-mail').fill(JAN.email);
  await page.getByLabel('Password').fill(JAN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Active shipments' })).toBeVisible();
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/portal/language') && r.request().method() === 'PUT');
  await page.locator('header.app-header').getByRole('combobox', { name: 'Language' }).selectOption('nl');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The dashboard was mounted before the switch: it follows through the kit, without a reload.
  await expect(page.getByRole('heading', { name: 'Actieve zendingen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Mijn zendingen' })).toBeVisible();
  await expect(page.locator('header.app-header').getByRole('button', { name: 'Afmelden' })).toBeVisible();
  // The map caption's dates as Dutch writes them (dayjs's nl locale): "ETD 4 dec 2026 · ETA …".
  await expect(page.getByTestId('selected-dates')).toHaveText(/^(ETD|ATD) (\d{1,2} [a-z]{3}\.? \d{4}|–) · (ETA|ATA) (\d{1,2} [a-z]{3}\.? \d{4}|–)$/);
  expect(loads).toEqual([]);

  await page.goto('/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikersprofiel' })).toBeVisible();
  // Today and a weight as the kit writes them in Dutch (dayjs's nl locale, Intl): "4 dec 2026 · 1.234,5 kg".
  await expect(page.getByTestId('format-preview')).toHaveText(/\b\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4} · 1\.234,5 kg$/);

  const reloaded = await page.reload();
  expect(await reloaded!.text()).toMatch(/<html lang="nl">[\s\S]*<h1>Gebruikersprofiel<\/h1>/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikersprofiel' })).toBeVisible();

  // Another browser, English: the account's language follows the person at sign-in.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const second = await elsewhere.newPage();
  await second.goto('/portal');
  await second.getByLabel('E-mail').fill(JAN.email);
  await second.getByLabel('Password').fill(JAN.password);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Gebruikersprofiel' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'nl');

  // Back to English from the User Profile's own menu, for the next run.
  await second.locator('#profile-language-select').selectOption('en');
  await expect(second.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await elsewhere.close();
  await context.close();
});

test('the shell’s own screens in Dutch: notifications, the bell, search, the User Profile’s tokens and settings, the export, a page not found', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(JAN.email);
  await page.getByLabel('Password').fill(JAN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('header.app-header')).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.locator('header.app-header').getByRole('combobox', { name: 'Language' }).selectOption('nl');
  try {
    // The page follows at once: its title, filters and the count line.
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page.getByLabel('Soort')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tonen' })).toContainText('Gelezen en ongelezen');
    await expect(page.getByRole('button', { name: 'Alles als gelezen markeren' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporteren' })).toBeVisible();
    await expect(page.locator('.notifications-page')).toContainText(/\d+ (melding|meldingen), \d+ ongelezen|Nog geen meldingen/);

    // The bell's panel and its name.
    const bell = page.getByRole('button', { name: /^Meldingen, \d+ ongelezen$/ });
    await bell.click();
    await expect(page.getByRole('region', { name: 'Laatste meldingen' }).getByRole('link', { name: 'Alle meldingen bekijken' })).toBeVisible();
    await bell.click();

    // The header's search.
    await page.locator('header.app-header').getByRole('button', { name: 'Zoeken' }).click();
    const search = page.getByRole('combobox', { name: 'Zoek zendingen, offertes en documenten' });
    await search.fill('S');
    await expect(page.locator('.header-search-status')).toHaveText(/^Typ minstens \d+ tekens\.$/);
    await search.press('Escape');

    // The User Profile: notification settings, access tokens with Dutch dates.
    await page.goto('/portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruikersprofiel' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Per e-mail' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Zending vertraagd per e-mail' })).toContainText('Dagelijks overzicht');
    await expect(page.getByRole('heading', { name: 'Toegangstokens' })).toBeVisible();
    await expect(page.getByLabel('Verloopt na')).toContainText('90 dagen');
    await expect(page.getByRole('button', { name: 'Token aanmaken' })).toBeVisible();
    await expect(page.getByText('Sterkte van het wachtwoord:')).toBeVisible();
    await expect(page.getByTestId('format-preview')).toHaveText(/\b\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec) \d{4} · 1\.234,5 kg$/);

    // A page not found.
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Naar Mijn dashboard' })).toBeVisible();
  } finally {
    await page.goto('/portal');
    await page.locator('#profile-language-select').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await context.close();
  }
});
