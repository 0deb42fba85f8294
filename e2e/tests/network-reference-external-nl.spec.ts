import type { Page } from '@playwright/test';
import { test, expect, screenshot } from '../fixtures';

/**
 * My networks, Contact Us, the external apps and the reference area in Dutch: the header's
 * language menu switches the mounted page at once, and each screen then reads in Dutch, with
 * Dutch numbers, dates and country names. Seeded staff accounts of their own (the switch is kept
 * on the account), so no other spec sees Dutch. Each screen is also photographed at a phone's,
 * a tablet's and a laptop's width in both languages (e2e/screenshots).
 */
const LISA = { email: 'lisa.meyer@rheinland-moebel.example', password: 'Portal!2345' };
const GRACE = { email: 'grace.chan@meridian-freight.test', password: 'Portal!2345' };
const WIDTHS = [390, 820, 1440];

test.describe.configure({ mode: 'serial' });

async function signInAs(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('header.app-header')).toBeVisible();
}

/** The header's language menu (shown from 1024 px), kept on the account. */
async function chooseLanguage(page: Page, language: 'nl' | 'en') {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/portal/language') && r.request().method() === 'PUT');
  await page.locator('header.app-header').getByRole('combobox', { name: /Language|Taal/ }).selectOption(language);
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The page at each width, whole. */
async function photograph(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('My networks and Contact Us in Dutch: words, numbers and country names', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, LISA, '/networks');
  await expect(page.getByRole('heading', { level: 1, name: 'My networks' })).toBeVisible();
  await page.getByLabel('Search locations').fill('Rotterdam');
  await expect(page.getByText('Rotterdam, Netherlands').first()).toBeVisible();
  await photograph(page, 'nl-check-networks-en');

  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
  await chooseLanguage(page, 'nl');
  // The mounted page follows without a reload: the title, the map's card, the list and the country.
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn netwerken' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meridian Freight en agenten wereldwijd' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Werelddeel op de kaart tonen' }).getByRole('button', { name: /^Europa \(\d+ locaties\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Locaties in het hele netwerk' })).toBeVisible();
  await expect(page.getByLabel('Locaties zoeken')).toHaveValue('Rotterdam');
  await expect(page.getByText('Rotterdam, Nederland').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Op de kaart tonen: / }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legenda van de kaart' })).toContainText('Zeevracht');
  expect(loads).toEqual([]);
  await page.getByLabel('Locaties zoeken').fill('');
  await photograph(page, 'nl-check-networks-nl');

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stuur ons een bericht' })).toBeVisible();
  // A Dutch number: the thousands written with a point.
  await expect(page.getByText('0 van 5.000 tekens')).toBeVisible();
  await expect(page.getByLabel('Onderwerp')).toContainText('Commerciële vraag');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(page.getByText('Kies een onderwerp.')).toBeVisible();
  await expect(page.getByText('Schrijf uw bericht.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hoofdkantoor Nederland' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onze kantoren' })).toBeVisible();
  await photograph(page, 'nl-check-contact-nl');

  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('0 of 5,000 characters')).toBeVisible();
  await photograph(page, 'nl-check-contact-en');
  await context.close();
});

test('My tracker, MyKPI and My TMS in Dutch', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, LISA, '/mykpi');
  await expect(page.getByRole('heading', { level: 1, name: 'MyKPI' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open MyKPI/ })).toBeVisible();
  await photograph(page, 'nl-check-kpi-en');

  await chooseLanguage(page, 'nl');
  await expect(page.getByRole('button', { name: /^MyKPI openen/ })).toBeVisible();
  await expect(page.getByText(/^MyKPI is het managementinformatiedashboard van uw logistiek/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Licentie actief voor C10004|Geen licentie/ }).first()).toBeVisible();
  await photograph(page, 'nl-check-kpi-nl');

  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: 'Mijn TMS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn TMS' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mijn TMS openen/ })).toBeVisible();
  await photograph(page, 'nl-check-tms-nl');

  await nav.getByRole('link', { name: 'Mijn tracker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn tracker' })).toBeVisible();
  // Licensed, the frame; else the same licence line as MyKPI's; for a group, the group message.
  await expect(page.getByTitle('Mijn tracker', { exact: true }).or(page.getByText(/Uw account heeft geen toegang tot Mijn tracker\.|Mijn tracker kan alleen voor één organisatie/))).toBeVisible();
  await photograph(page, 'nl-check-tracker-nl');
  await context.close();
});

test('The reference area in Dutch: its pages, a record with a Dutch date, and the bookings', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, GRACE, '/reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference data' })).toBeVisible();
  await photograph(page, 'nl-check-reference-en');

  await chooseLanguage(page, 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Referentiegegevens' })).toBeVisible();
  await expect(page.getByText('Beheer de gegevens achter het portaal.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aanmeldingen exporteren (xlsx)' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Referentiegegevens' })).toBeVisible();
  await photograph(page, 'nl-check-reference-nl');

  await page.goto('/reference/customers');
  // The entities' own words too (their declarations are English, shared with the API).
  await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuw: klant' })).toBeVisible();
  await photograph(page, 'nl-check-reference-list-nl');
  await page.getByRole('link', { name: 'C10001', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klantprofiel' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Kruimelpad|Breadcrumb/ })).toContainText('Referentiegegevens');
  await expect(page.getByText('Btw-nummer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wijzigen', exact: true })).toBeVisible();
  // Who and when, the day as Dutch writes it ("Aangemaakt 4 dec 2026 09:12 UTC door Sanne Jansen").
  await expect(page.locator('.audit-line')).toHaveText(/^Aangemaakt \d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4} \d\d:\d\d UTC/);
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Weet u zeker dat u');
  await page.getByRole('dialog').getByRole('button', { name: 'Klant behouden' }).click();
  await photograph(page, 'nl-check-reference-show-nl');

  await page.getByRole('link', { name: 'Wijzigen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klant wijzigen' })).toBeVisible();
  await expect(page.getByLabel('Klantcode')).toHaveValue('C10001');
  await expect(page.getByRole('button', { name: 'Wijzigingen opslaan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  await photograph(page, 'nl-check-reference-edit-nl');

  await page.goto('/reference/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Boekingen' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Lading gereed' }).or(page.getByText('Nog geen boekingen'))).toBeVisible();
  await photograph(page, 'nl-check-bookings-nl');

  await page.goto('/reference/nothing/here/at/all');
  await expect(page.getByText('Deze pagina bestaat niet in het referentiegedeelte.')).toBeVisible();
  await context.close();
});
