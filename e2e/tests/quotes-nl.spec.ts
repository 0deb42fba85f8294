import type { Page } from '@playwright/test';
import { test, expect, screenshot } from '../fixtures';

/**
 * Quotes, the request form, booking and My Documents in Dutch: switched in the header, the
 * mounted slice changes at once, and every screen reads Dutch words, Dutch days ("4 dec 2026")
 * and Dutch numbers ("13,6"). A seeded user of its own (An Claes, C10006), so that no other spec
 * sees Dutch; screenshots at a phone's, a tablet's and a desktop's width in both languages.
 */
const AN = { email: 'an.claes@scheldt-chemicals.example', password: 'Portal!2345' };
const DUTCH_DAY = /^\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4}$/;
const WIDTHS = [390, 820, 1440];

test.describe.configure({ mode: 'serial' });

const language = (page: Page) => page.locator('header.app-header').getByRole('combobox', { name: /^(Language|Taal)$/ });

async function signInAs(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel(/^(E-mail|E-mailadres)$/).fill(AN.email);
  await page.getByLabel(/^(Password|Wachtwoord)$/).fill(AN.password);
  await page.getByRole('button', { name: /^(Sign in|Aanmelden)$/ }).click();
  await expect(page.locator('header.app-header')).toBeVisible();
}

/** The language in the header, kept on the account; waits for the page to show it. */
async function choose(page: Page, lang: 'en' | 'nl') {
  if ((await page.locator('html').getAttribute('lang')) === lang) return;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/portal/language') && r.request().method() === 'PUT');
  await language(page).selectOption(lang);
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('My quotes, the request form and booking in Dutch, switched in the header without a reload', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, '/quotes');
  await choose(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Open quotes' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await shots(page, 'quotes-en');
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  await choose(page, 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Offertes' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Openstaande offertes' });
  for (const header of ['Offerte', 'Vervoer', 'Vertrek', 'Van', 'Naar', 'Goederen', 'Status', 'Aangemaakt']) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe offerte' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Verlopen tonen/ })).toBeVisible();
  // Days as Dutch writes them, statuses and modes in words.
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(DUTCH_DAY);
  await expect(table.locator('tbody tr').first().locator('td').nth(6)).toHaveText(/^(Aangevraagd|In behandeling|Aangeboden)$/);
  await expect(table.locator('tbody tr .modality').first()).toHaveText(/^(Zee|Lucht|Spoor|Weg)$/);
  expect(loads).toEqual([]);
  await shots(page, 'quotes-nl');

  // The header search's link for a quote: the list opens with that quote marked and in view.
  const quoteNr = (await table.locator('tbody tr').nth(2).getAttribute('data-quote'))!;
  await page.goto(`/quotes?quote=${encodeURIComponent(quoteNr)}`);
  const marked = page.locator(`tr[data-quote="${quoteNr}"]`);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: `Offerte ${quoteNr} is hieronder gemarkeerd.` })).toBeVisible();

  // Booking an offer: its terms, the validity as a Dutch day, the rules' messages in Dutch.
  const book = page.getByRole('link', { name: /^Aanbod .* boeken$/ }).first();
  if (await book.count()) {
    await book.click();
    const form = page.getByRole('form', { name: /^Offerte .* boeken$/ });
    await expect(form.getByRole('button', { name: 'Boeking bevestigen' })).toBeVisible();
    await expect(form.locator('dd').last()).toHaveText(DUTCH_DAY);
    await form.getByLabel('Contactpersoon ophalen').fill(' ');
    await form.getByRole('button', { name: 'Boeking bevestigen' }).click();
    await expect(form.getByText('De contactpersoon voor het ophalen is verplicht.')).toBeVisible();
    await shots(page, 'booking-nl');
  }

  // The request form: labels, the rules' messages (the API's own Dutch) and a Dutch number.
  await page.goto('/quotes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Offerte aanvragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Offerte aanvragen', exact: true }).click();
  await expect(page.getByText(/^\d+ (veld moet|velden moeten) worden verbeterd: (het is|elk is) hieronder gemarkeerd/)).toBeVisible();
  await expect(page.getByText('Kies een vervoerswijze.')).toBeVisible();
  await page.getByRole('button', { name: /Weg$/ }).click();
  await page.getByRole('group', { name: 'Incoterm' }).getByRole('button', { name: 'EXW', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /^Land van vertrek/ })).toBeVisible();
  await expect(page.getByText(/^Een volle trailer is 13,6 laadmeter \(hoogstens 100\)\.$/)).toBeVisible();
  await page.getByLabel(/^Gewicht/).fill('veel');
  await page.getByLabel(/^Gewicht/).blur();
  await expect(page.getByText('Gewicht: vul een getal in.')).toBeVisible();
  await page.getByRole('button', { name: 'Offerte aanvragen', exact: true }).click();
  await expect(page.getByText('Een omschrijving van de goederen is verplicht.')).toBeVisible();
  await expect(page.getByText('Het voertuigtype is verplicht voor wegvervoer.')).toBeVisible();
  await shots(page, 'quote-form-nl');
  // Back to English at once, the errors with it.
  await choose(page, 'en');
  await expect(page.getByText('A description of the goods is required.')).toBeVisible();
  await expect(page.getByText('Weight must be a number.')).toBeVisible();
  await shots(page, 'quote-form-en');
  await page.getByRole('button', { name: 'Clear form' }).click();
  await context.close();
});

test('My Documents in Dutch: tabs, columns, days and totals', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, '/documents');
  await choose(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Quotes/ })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await shots(page, 'documents-en');
  try {
    await choose(page, 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn documenten' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Documenten \(\d+(\.\d{3})*\)$/ })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('columnheader', { name: 'Gepubliceerd' }).first()).toBeVisible();
    await expect(panel.getByRole('button', { name: / downloaden$/ }).first()).toBeVisible();
    await expect(panel.getByText(DUTCH_DAY).first()).toBeVisible();
    await shots(page, 'documents-nl');
    await page.getByRole('tab', { name: /^Offertes/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('columnheader', { name: 'Geldig tot en met' }).first()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(/^(Zee|Lucht|Spoor|Weg)$/).first()).toBeVisible();
    await shots(page, 'documents-quotes-nl');
  } finally {
    await choose(page, 'en');
  }
  await context.close();
});
