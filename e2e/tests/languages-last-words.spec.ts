import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { test, expect, accounts, pathOf, tableQueryOf, type AccountName } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * The last English a Dutch customer met: the password tips, the notifications export and the
 * share-link page. A Dutch browser (nl-NL) signs in, so the portal is Dutch without choosing it
 * in the header: the demo customer's account keeps its language for the tests running meanwhile.
 * The share link is made on an air shipment (share-links.spec.ts uses a sea one) and revoked;
 * the export's notification is a document published for the basic customer's one organisation,
 * so no bell counted by notifications.spec.ts rings.
 */
const DUTCH_DAY = /\b\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4}\b/;
const SHOTS = 'test-results/languages-last-words';

async function signInAs(browser: Browser, locale: string, width: number, who: AccountName = 'customer') {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/portal');
  const dutch = locale.startsWith('nl');
  await page.getByLabel('E-mail').fill(accounts[who].email);
  await page.getByLabel(dutch ? 'Wachtwoord' : 'Password').fill(accounts[who].password);
  await page.getByRole('button', { name: dutch ? 'Aanmelden' : 'Sign in' }).click();
  await expect(page.locator('header.app-header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', dutch ? 'nl' : 'en');
  return { context, page };
}

/** The administrator publishes a document for C10010 today (the reference area's upload call). */
async function publishDocument(name: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  try {
    const login = await api.post('/api/login', { data: accounts.admin });
    expect(login.status()).toBe(200);
    const csrf = (await login.json()).csrfToken as string;
    const options = await (await api.get('/api/reference/documents/formOptions')).json();
    const contentType = options.contentTypes.find((o: { label: string }) => o.label === 'Customs');
    const customer = options.customers.find((o: { label: string }) => o.label.startsWith('C10010'));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const res = await api.post('/api/reference/documents/uploadCreate', {
      headers: { 'x-csrf-token': csrf },
      multipart: {
        name,
        publication_date: today,
        content_type: contentType.value,
        distribution_type: 'Customer',
        customer: customer.value,
        file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) },
      },
    });
    expect(res.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the password tips are in the language shown: Dutch in a Dutch browser, English in an English one', async ({ browser }) => {
  for (const [locale, width] of [
    ['nl-NL', 390],
    ['nl-NL', 820],
    ['nl-NL', 1440],
    ['en-GB', 390],
    ['en-GB', 1440],
  ] as const) {
    const { context, page } = await signInAs(browser, locale, width);
    try {
      const dutch = locale === 'nl-NL';
      await expect(page.getByRole('heading', { level: 1, name: dutch ? 'Gebruikersprofiel' : 'User Profile' })).toBeVisible();
      const field = page.getByLabel(dutch ? 'Nieuw wachtwoord' : 'New password', { exact: true });
      await field.fill('aaaaaaaaaa');
      const hints = page.locator('.strength-hints');
      if (dutch) {
        await expect(hints).toContainText('Herhaalde tekens zoals "aaa" zijn makkelijk te raden.');
        await expect(hints).toContainText('Vermijd herhaalde woorden en tekens.');
        await expect(hints).not.toContainText(/easy to guess|Avoid/);
      } else {
        await expect(hints).toContainText('Repeated characters like "aaa" are easy to guess.');
        await expect(hints).toContainText('Avoid repeated words and characters.');
      }
      // The change-password form, its hints included (the whole profile page is long on a phone).
      const form = page.locator('form', { has: field });
      await form.screenshot({ path: `${SHOTS}/password-tips-${locale}-${width}.png` });
      // The rules' own messages (shared with the API, English in the contracts) in the same language.
      await field.fill('abc');
      await form.getByRole('button', { name: dutch ? 'Wachtwoord wijzigen' : 'Change password' }).click();
      await expect(form).toContainText(dutch ? 'Uw wachtwoord moet minstens 6 tekens lang zijn.' : 'Your password should be at least 6 characters.');
      await expect(form).toContainText(dutch ? 'Vul uw huidige wachtwoord in.' : 'Please enter your current password.');
      await field.fill('');
    } finally {
      await context.close();
    }
  }
});

test('the notifications export is written in Dutch for a Dutch reader: header row, types, titles and details', async ({ browser }) => {
  await publishDocument('Douanegids export NL');
  const { context, page } = await signInAs(browser, 'nl-NL', 1440, 'basic');
  try {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page.locator('.notifications-page')).toContainText('Nieuw document: Douanegids export NL');
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Tijdstip (UTC),Soort,Titel,Details,Referentie,Organisaties,Gelezen');
    const row = lines.find((line) => line.includes('Douanegids export NL'));
    expect(row).toContain(',Nieuw document,Nieuw document: Douanegids export NL,');
    expect(row).toContain('staat in Mijn documenten');
    expect(lines.join('\n')).not.toMatch(/New document|is in My Documents/);
  } finally {
    await context.close();
  }
});

test('a table’s export names the columns as the Dutch screen does and words its filter line in Dutch', async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'nl-NL', 1440);
  try {
    const filter = encodeURIComponent(JSON.stringify({ departure_country: { filterType: 'text', type: 'equals', filter: 'China' } }));
    const filtered = page.waitForResponse((r) => pathOf(r.url()) === '/api/myShipments/sea/rows' && !!tableQueryOf(r.url()).filterModel?.departure_country);
    await page.goto(`/myshipments/sea?etd=2020-01-01..2100-01-01&filter=${filter}`);
    const total = (await (await filtered).json()).total as number;
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^Filters: Land van is China; ETD van 2020-01-01 tot 2100-01-01\. Gesorteerd op /);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['Zending', 'Status']);
    expect(sheet.rowCount).toBe(total + 2);
  } finally {
    await context.close();
  }
});

test('a share link opens in the viewer’s language: Dutch words and days for a Dutch browser, English for an English one', async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'nl-NL', 1440);
  try {
    const rows = await page.request.get('/api/myShipments/air/rows?startRow=0&endRow=1');
    const id = ((await rows.json()).rows[0] as { shipmentid: string }).shipmentid;
    await page.goto(`/myshipments/air/${id}`);
    const share = page.getByRole('region', { name: 'Delen' });
    await share.getByRole('button', { name: 'Delen' }).click();
    await share.getByRole('button', { name: 'Link maken' }).click();
    const address = share.getByRole('textbox', { name: 'Deellink' });
    await expect(address).toHaveCount(1);
    const url = await address.inputValue();
    try {
      for (const width of [390, 1440]) {
        const stranger = await browser.newContext({ locale: 'nl-NL', viewport: { width, height: 900 } });
        const phone = await stranger.newPage();
        const opened = await phone.goto(url);
        expect(opened?.status()).toBe(200);
        expect(opened?.headers()['content-language']).toBe('nl');
        await expect(phone.locator('html')).toHaveAttribute('lang', 'nl');
        await expect(phone.getByText(/^Gedeeld door .+ via Meridian Freight$/)).toBeVisible();
        await expect(phone.getByRole('heading', { level: 1, name: /^Luchtvrachtzending: / })).toBeVisible();
        await expect(phone.getByRole('heading', { name: 'Mijlpalen' })).toBeVisible();
        await expect(phone.getByText(/^Gepland /).first()).toHaveText(new RegExp(`^Gepland ${DUTCH_DAY.source}$`));
        await expect(phone.locator('footer')).toHaveText(new RegExp(`^Stand van ${DUTCH_DAY.source}\\. Deze link is open tot ${DUTCH_DAY.source}\\.$`));
        await expect(phone.getByRole('img', { name: /^Routekaart van / })).toBeVisible();
        await expect(phone.locator('body')).not.toContainText(/Shared by|Milestones|Planned|As of|days late/);
        expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(phone, `track-nl-${width}`);
        await stranger.close();

        const english = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
        const other = await english.newPage();
        await other.goto(url);
        await expect(other.locator('html')).toHaveAttribute('lang', 'en');
        await expect(other.getByRole('heading', { name: 'Milestones' })).toBeVisible();
        await expect(other.getByText(/Planned \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
        await shot(other, `track-en-${width}`);
        await english.close();
      }
      // A link that does not open a shipment says so in Dutch too.
      const stranger = await browser.newContext({ locale: 'nl-NL' });
      const gone = await stranger.newPage();
      expect((await gone.goto(`/track/${'x'.repeat(43)}`))?.status()).toBe(404);
      await expect(gone.getByRole('heading', { name: 'Deze link opent geen zending' })).toBeVisible();
      await stranger.close();
    } finally {
      await share.getByRole('button', { name: 'Intrekken' }).click();
      await expect(share.getByText('Geen geldige links.')).toBeVisible();
    }
  } finally {
    await context.close();
  }
});
