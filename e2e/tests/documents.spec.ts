import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, screenshot, pathOf, reachTable } from '../fixtures';

/**
 * My Documents (/documents): the two tabs, a download that arrives under its original name, and
 * a customer switch that reloads both tabs. Data: the seed (the demo customer's first
 * organisation C10001, its group 0010).
 */
/**
 * This slice's part of the page. Left out: the shell's header (its own specs check it) and the
 * shell's toasts (notistack's warning colours fail contrast; reported to the shell's owner).
 */
const checkAccessible = (page: Page) => expectAccessible(page);

/** The shell's toasts (notistack), by variant: an inline field error never matches here. */
const toast = (page: Page, variant: 'error' | 'success' | 'warning', text: string) =>
  page.locator(`.notistack-SnackbarContainer .notistack-MuiContent-${variant}`).filter({ hasText: text });

const tab = (page: Page, name: 'Documents' | 'Quotations') => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The total in a tab's label, "Documents (14)" → 14. */
async function tabTotal(page: Page, name: 'Documents' | 'Quotations'): Promise<number> {
  await expect(tab(page, name)).toHaveText(/\(\d+\)/);
  return Number(/\((\d+)\)/.exec((await tab(page, name).textContent()) ?? '')![1]);
}

/**
 * A table's first rows are drawn in its place until a person reaches for it; the grid is then
 * created under them, inert (hidden from assistive technology, but not from Playwright's role
 * queries), and takes over: reach for the table and wait for the grid.
 */
async function gridTookOver(page: Page) {
  const panel = page.getByRole('tabpanel');
  await reachTable(panel);
  await expect(panel.locator('.ag-row').first()).toBeVisible();
}

/** The grid's own row count ("14 rows") once its page has loaded. */
async function gridRows(page: Page): Promise<number> {
  const counter = page.getByRole('tabpanel').getByText(/^\d[\d,]* rows?$/);
  await expect(counter).toBeVisible();
  return Number((await counter.textContent())!.replace(/\D/g, ''));
}

async function selectCustomer(page: Page, search: string) {
  await page.getByRole('button', { name: /change organisation or group/ }).click();
  await page.getByRole('combobox', { name: 'Search organisations and groups' }).fill(search);
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/portal/customer') && r.request().method() === 'POST');
  await page.getByRole('option').first().click();
  expect((await switched).status()).toBe(200);
}

test.describe('My Documents', () => {
  test('shows the Documents tab first, then Quotations, each a table of its own', async ({ page }) => {
    await signIn(page, 'customer', '/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
    await expect(tab(page, 'Documents')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Quotations')).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await gridTookOver(page);
    await expect(panel.getByRole('columnheader', { name: 'Content type' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    expect(await gridRows(page)).toBe(await tabTotal(page, 'Documents'));
    await checkAccessible(page);
    await screenshot(page, 'documents-documents-tab');

    await tab(page, 'Quotations').click();
    await expect(page).toHaveURL(/\/documents\?tab=quotations$/);
    await expect(tab(page, 'Quotations')).toHaveAttribute('aria-selected', 'true');
    await gridTookOver(page);
    await expect(panel.getByRole('columnheader', { name: 'Quote' })).toBeVisible();
    await expect(panel.getByRole('columnheader', { name: 'Valid until' })).toBeVisible();
    expect(await gridRows(page)).toBe(await tabTotal(page, 'Quotations'));
    await checkAccessible(page);
    await screenshot(page, 'documents-quotations-tab');

    // The tab is in the address: a reload keeps it; arrow keys move between tabs.
    await page.reload();
    await expect(tab(page, 'Quotations')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Quotations').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Documents')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/documents$/);
  });

  test('a download arrives under its original file name', async ({ page }) => {
    await signIn(page, 'customer', '/documents');
    const original = 'Exportaangifte – EX-A 25NL7741 (Rotterdam).pdf';
    const button = page.getByRole('button', { name: `Download ${original}` });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(original);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The router commits a tab change in a transition: until then the Documents panel still
    // stands, so its first Download button is not an offer. Wait for the Quotations panel.
    await tab(page, 'Quotations').click();
    await expect(tab(page, 'Quotations')).toHaveAttribute('aria-selected', 'true');
    const offer = page
      .getByRole('tabpanel', { name: /^Quotations/ })
      .getByRole('button', { name: /^Download Offer / })
      .first();
    await expect(offer).toBeVisible();
    const expected = ((await offer.getAttribute('aria-label')) ?? '').replace(/^Download /, '');
    const [offerDownload] = await Promise.all([page.waitForEvent('download'), offer.click()]);
    expect(offerDownload.suggestedFilename()).toBe(expected);
  });

  test('a customer switch reloads both tabs', async ({ page }) => {
    await signIn(page, 'customer', '/documents');
    const before = { documents: await tabTotal(page, 'Documents'), quotations: await tabTotal(page, 'Quotations') };
    expect(await gridRows(page)).toBe(before.documents);

    // The group 0010 covers C10001 and its sister organisations: more of both.
    const rowsReloaded = page.waitForResponse((r) => pathOf(r.url()) === '/api/myDocuments/documents/rows');
    await selectCustomer(page, 'Holland Retail');
    await rowsReloaded;
    await expect.poll(() => tabTotal(page, 'Documents')).toBeGreaterThan(before.documents);
    const groupDocuments = await tabTotal(page, 'Documents');
    await expect.poll(() => gridRows(page)).toBe(groupDocuments);

    const groupQuotations = await tabTotal(page, 'Quotations');
    expect(groupQuotations).toBeGreaterThanOrEqual(before.quotations);
    await tab(page, 'Quotations').click();
    await expect.poll(() => gridRows(page)).toBe(groupQuotations);
    await screenshot(page, 'documents-group-quotations');

    // And back to a single organisation from the Quotations tab: this tab reloads too.
    const quotesReloaded = page.waitForResponse((r) => pathOf(r.url()) === '/api/myDocuments/quotes/rows');
    await selectCustomer(page, 'C10002');
    await quotesReloaded;
    await expect.poll(() => tabTotal(page, 'Documents')).toBeLessThan(groupDocuments);
    await expect.poll(async () => (await gridRows(page)) === (await tabTotal(page, 'Quotations'))).toBe(true);
  });

  test('is usable at tablet width', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, 'customer', '/documents');
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^Download / })
        .first(),
    ).toBeVisible();
    await checkAccessible(page);
    await screenshot(page, 'documents-tablet');
  });

  test('opened directly, the table takes its columns and first page from the reads the HTML asked for', async ({ page }) => {
    await signIn(page, 'customer', '/documents');
    // The sign-in's own /documents (opened in the page, no HTML hints) reads its table with fetches
    // of its own: they must be over before listening, or a late one counts against the next load.
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Download / }).first()).toBeVisible();
    const asked: string[] = [];
    page.on('request', (r) => pathOf(r.url()).startsWith('/api/myDocuments/documents/') && asked.push(`${r.resourceType()} ${r.url()}`));
    await page.goto('/documents');
    const html = await page.content();
    expect(html).toContain('href="/api/myDocuments/documents/initTable"');
    const total = await tabTotal(page, 'Documents');
    expect(await gridRows(page)).toBe(total);
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Download / }).first()).toBeVisible();
    // Each asked for once, by the HTML's preload (resource type "other"): the page took those answers instead of asking again.
    const firstPage = (u: string) => pathOf(u) === '/api/myDocuments/documents/rows' && new URL(u).searchParams.get('endRow') === '25';
    expect(asked.filter((a) => pathOf(a.split(' ')[1]) === '/api/myDocuments/documents/initTable')).toEqual([
      'other http://localhost:' + new URL(page.url()).port + '/api/myDocuments/documents/initTable',
    ]);
    expect(asked.filter((a) => firstPage(a.split(' ')[1])).map((a) => a.split(' ')[0])).toEqual(['other']);
  });
});

test.describe('Document upload (the shared upload form on the reference area’s create page)', () => {
  test('checks in the browser, shows a 422 as toasts, uploads, and the customer then downloads the file', async ({ page, browser }) => {
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/reference/documents/upload') && uploads.push(r.url()));
    await signIn(page, 'admin', '/reference/documents/create');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select file' })).toBeVisible();
    await expect(page.getByText('No file selected', { exact: true })).toBeVisible();

    // Nothing chosen: the shared rules answer in the browser, nothing is sent.
    await save.click();
    await expect(page.getByText('No file selected to upload!')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Publication date is required.')).toBeVisible();
    await expect(page.getByText('Content type selection is required.')).toBeVisible();
    expect(uploads).toEqual([]);

    // Over the limit: a warning before anything is sent.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'huge scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10240 * 1024 + 1, 0x25) });
    await expect(page.getByText('File size Limit of 10240 Kb exceeded by huge scan.pdf').first()).toBeVisible();

    const original = 'Customs guide – e2e.pdf';
    await fileInput.setInputFiles({ name: original, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e upload\n%%EOF\n') });
    await expect(page.getByText(new RegExp(`^${original} \\(\\d+ bytes\\)$`))).toBeVisible();
    const name = `E2E upload ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Publication date', { exact: true }).fill(today);
    await page.getByLabel('Content type').selectOption({ label: 'Offer' });
    await page.getByLabel('Quote number').fill('NOPE-404');
    await page.getByLabel('Expiration date', { exact: true }).fill(today);

    // Only the server knows the quote does not exist: its 422 shows as an error toast (and inline).
    await save.click();
    await expect(toast(page, 'error', 'Quote NOPE-404 does not exist.')).toBeVisible();
    expect(uploads).toHaveLength(1);
    await checkAccessible(page);
    await screenshot(page, 'documents-upload-form-422');

    await page.getByLabel('Content type').selectOption({ label: 'Customs' });
    await page.getByLabel('Quote number').fill('');
    await page.getByLabel('Expiration date', { exact: true }).fill('');
    await page.getByLabel('Distribution type').selectOption('Customer');
    await page.getByLabel('Customer', { exact: true }).selectOption({ label: 'C10001 – Van der Linden Retail B.V.' });
    await save.click();
    await expect(page.getByText('The document was uploaded.')).toBeVisible();
    await expect(page).toHaveURL(/\/reference\/documents$/);

    // The customer sees it in My Documents and gets it back under its original name.
    const context = await browser.newContext();
    const customer = await context.newPage();
    await signIn(customer, 'customer', '/documents');
    const button = customer.getByRole('button', { name: `Download ${original}` });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([customer.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(original);
    await context.close();
  });

  test('Save appears only once the form has loaded', async ({ page }) => {
    await signIn(page, 'admin', '/reference/documents');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/reference/documents/formOptions', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/reference/documents/create');
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByText('Loading the upload form…')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(save).toHaveCount(0);
    release();
    await expect(save).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select file' })).toBeVisible();
  });

  test('shows the upload progress while a file is sent', async ({ page }) => {
    await signIn(page, 'admin', '/reference/documents/create');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeVisible();
    // Half a megabyte of PDF, and the upload held at the network until the bar has been seen.
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'Large scan – progress.pdf', mimeType: 'application/pdf', buffer: body });
    await page.getByLabel('Name', { exact: true }).fill(`E2E progress ${Date.now()}`);
    await page.getByLabel('Publication date', { exact: true }).fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Content type').selectOption({ label: 'Customs' });
    // For one organisation no other test counts documents of.
    await page.getByLabel('Distribution type').selectOption('Customer');
    const customer = page.getByLabel('Customer', { exact: true });
    await customer.selectOption((await customer.locator('option', { hasText: /^C10009 / }).getAttribute('value'))!);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/reference/documents/uploadCreate', async (route) => {
      await held;
      await route.continue();
    });
    await save.click();
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await expect(page.getByText(/^(Uploading… \d+%|Saving…)$/)).toBeVisible();
    // While it is sent the form cannot be sent again.
    await expect(save).toBeDisabled();
    await screenshot(page, 'documents-upload-progress');
    release();
    await expect(toast(page, 'success', 'The document was uploaded.')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('the edit form starts from the stored values, checks Y-m-d dates in the browser and saves', async ({ page }) => {
    // Document 1 is the seed's first: the current general terms, Generic.
    await signIn(page, 'admin', '/reference/documents/1/edit');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(/^General terms and conditions \d{4}$/);
    await expect(page.getByText(/^Current file: General terms and conditions \d{4}\.pdf \(/)).toBeVisible();
    await expect(page.getByLabel('Distribution type')).toHaveValue('Generic');
    await expect(page.getByLabel('Publication date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByLabel('Publication date', { exact: true }).fill('2025-02-30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Publication date must be a date in Y-m-d format.')).toBeVisible();
    await expect(page.getByLabel('Publication date', { exact: true })).toBeFocused();

    await page.getByLabel('Publication date', { exact: true }).fill('2025-01-02');
    await name.fill('General terms and conditions (edited)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The document was updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/reference\/documents\/1$/);
  });
});
