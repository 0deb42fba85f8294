import { test, expect, signIn, expectAccessible, screenshot, reachTable } from '../fixtures';
import type { Page } from '@playwright/test';

// The shell's header carries its own axe finding (label-content-name-mismatch on the brand,
// selector and user links), which belongs to the shell; this spec checks the reference pages.
const checkAccessible = (page: Page) => expectAccessible(page);

/**
 * Reference area: administrators create, edit and delete records through the generic
 * pages; documents go through the upload form; logins export as xlsx; customers are kept out.
 */
const grid = (page: Page) => page.locator('.data-table-grid');

async function filterGridBy(page: Page, columnHeader: string, text: string) {
  // AG Grid's column menu: open the filter of one column and type into it.
  await reachTable(grid(page));
  const header = page.locator('.ag-header-cell', { hasText: columnHeader }).first();
  await header.hover();
  await header.locator('.ag-header-cell-filter-button, .ag-header-icon.ag-header-cell-menu-button').first().click();
  const input = page.locator('.ag-filter-body input[type="text"]').first();
  await input.fill(text);
  await page.locator('.ag-filter-apply-panel button', { hasText: 'Apply' }).click();
}

test.describe('reference area', () => {
  test('the area index lists every entity, with an empty breadcrumb, and passes axe', async ({ page }) => {
    await signIn(page, 'admin', '/reference');
    await expect(page.getByRole('heading', { level: 1, name: 'Reference data' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    for (const title of [
      'Customers',
      'Customer Groups',
      'CEP Users',
      'Documents',
      'Content Types',
      'Network Locations',
      'UN/LOCODEs',
      'User Settings',
      'User Customer Group links',
      'Companies',
    ])
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await checkAccessible(page);
    await screenshot(page, 'reference-home');
  });

  test('customers index: titles, server-side grid, and the show page titled Customer profile', async ({ page }) => {
    await signIn(page, 'admin', '/reference/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(grid(page).getByRole('link', { name: 'C10001', exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ rows?/)).toBeVisible();
    await checkAccessible(page);
    await screenshot(page, 'reference-customers-index');
    await grid(page).getByRole('link', { name: 'C10001', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Reference data');
    await expect(page.getByText(/Created \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await checkAccessible(page);
    await screenshot(page, 'reference-customer-show');
  });

  test('create, edit and delete an unlocode, with field errors from the browser and the server', async ({ page }) => {
    await signIn(page, 'admin', '/reference/unlocode');
    await page.getByRole('link', { name: 'New UN/LOCODE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create UN/LOCODE' })).toBeVisible();

    // Browser-side rules: required fields and the code's shape.
    await page.getByRole('button', { name: 'Create UN/LOCODE' }).click();
    await expect(page.getByText('UN/LOCODE is required.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^UN\/LOCODE/ })).toBeFocused();
    // While the errors show, which is what this picture is for.
    await expect(page.getByText('Name is required.')).toBeVisible();
    await screenshot(page, 'reference-unlocode-create-errors');
    await page.getByRole('textbox', { name: /^UN\/LOCODE/ }).fill('nlrtm');
    await expect(page.getByRole('textbox', { name: /^UN\/LOCODE/ })).toHaveValue('NLRTM');
    await page.getByLabel('Name', { exact: true }).fill('Rotterdam again');
    await page.getByLabel('Country', { exact: true }).selectOption('NL');
    await checkAccessible(page);

    // Server-side rule: the code is unique (422 shown at the field).
    await page.getByRole('button', { name: 'Create UN/LOCODE' }).click();
    await expect(page.getByText('This UN/LOCODE already exists.')).toBeVisible();
    const errorToast = page.getByText('The form is not validated correctly.');
    await expect(errorToast).toBeVisible();

    await page.getByRole('textbox', { name: /^UN\/LOCODE/ }).fill('NLZZ9');
    await page.getByLabel('Name', { exact: true }).fill('Test harbour');
    await page.getByLabel('Function').fill('1-3-----');
    await page.getByLabel('Latitude').fill('51.9');
    await page.getByLabel('Longitude').fill('4.4');
    await page.getByLabel('Seaport').check();
    await page.getByRole('button', { name: 'Create UN/LOCODE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'UN/LOCODE' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'NLZZ9' })).toBeVisible();
    await expect(page.getByText('Test harbour')).toBeVisible();
    await expect(page.getByText(/by Sanne Jansen/)).toBeVisible();
    // The save succeeded: the earlier attempt's error toast is gone at once, not after its 5 s.
    await expect(page.getByText('UN/LOCODE NLZZ9 was created.')).toBeVisible();
    await expect(errorToast).toHaveCount(0, { timeout: 1_500 });
    await screenshot(page, 'reference-unlocode-show');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit UN/LOCODE' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Test harbour');
    await page.getByLabel('Name', { exact: true }).fill('Test harbour renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'UN/LOCODE' })).toBeVisible();
    await expect(page.getByText('Test harbour renamed')).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete UN/LOCODE NLZZ9?');
    await dialog.getByRole('button', { name: 'Delete UN/LOCODE' }).click();
    await expect(page).toHaveURL(/\/reference\/unlocode$/);
    await expect(page.getByText('UN/LOCODE NLZZ9 was deleted.')).toBeVisible();
    await filterGridBy(page, 'UN/LOCODE', 'NLZZ9');
    await expect(page.getByText('0 rows')).toBeVisible();
  });

  test('create, edit and delete a network location from its list', async ({ page }) => {
    await signIn(page, 'admin', '/reference/networkLocations');
    await expect(page.getByRole('heading', { level: 1, name: 'Network Locations' })).toBeVisible();
    await page.getByRole('link', { name: 'New network location' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Test Agent Lagos');
    await page.getByLabel('Type').selectOption('Agent');
    await page.getByLabel('Role').selectOption('Sea freight');
    await page.getByLabel('City').fill('Lagos');
    await page.getByLabel('Country', { exact: true }).selectOption('NG');
    await page.getByLabel('Continent').selectOption('Africa');
    await page.getByLabel('Latitude').fill('6.45');
    await page.getByRole('button', { name: 'Create network location' }).click();
    await expect(page.getByText('Give both latitude and longitude, or neither.')).toBeVisible();
    await page.getByLabel('Longitude').fill('3.39');
    // A UN/LOCODE of the right shape that does not exist: the server says so at the field.
    await page.getByLabel('UN/LOCODE').fill('NGZQQ');
    await page.getByRole('button', { name: 'Create network location' }).click();
    await expect(page.getByText('The UN/LOCODE NGZQQ does not exist.')).toBeVisible();
    await page.getByLabel('UN/LOCODE').fill('');
    await page.getByRole('button', { name: 'Create network location' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Test Agent Lagos' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Network Location' })).toBeVisible();
    await page.getByLabel('Contact').fill('+234 1 234 5678');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('+234 1 234 5678')).toBeVisible();

    // Delete from the list's row action.
    await page.getByRole('link', { name: 'Back to Network Locations' }).click();
    await filterGridBy(page, 'Name', 'Test Agent Lagos');
    await expect(page.getByText('1 row')).toBeVisible();
    // A quiet text button in the row (no red on every row); the danger colour is the dialog's,
    // which names the record and the action.
    const rowDelete = page.getByRole('button', { name: 'Delete Test Agent Lagos' });
    await expect(rowDelete).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(rowDelete).not.toHaveCSS('color', 'rgb(180, 35, 24)');
    await rowDelete.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Test Agent Lagos');
    await expect(dialog.getByRole('button', { name: 'Keep network location' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete network location' })).toHaveCSS('background-color', 'rgb(180, 35, 24)');
    await dialog.getByRole('button', { name: 'Delete network location' }).click();
    await expect(page.getByText('Network location Test Agent Lagos was deleted.')).toBeVisible();
    await expect(page.getByText('0 rows')).toBeVisible();
  });

  test('of two edits of one record, the second is told it was changed meanwhile and can load the saved version', async ({ page }) => {
    await signIn(page, 'admin', '/reference/contentTypes');
    const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
    const headers = { 'x-csrf-token': csrfToken };
    const created = await page.request.post('/api/reference/contentTypes', { data: { name: 'Stale edit test', description: 'As created.' }, headers });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    await page.goto(`/reference/contentTypes/${id}/edit`);
    await expect(page.getByLabel('Description')).toHaveValue('As created.');

    // Someone else saves the record while the form is open.
    const loaded = (await (await page.request.get(`/api/reference/contentTypes/${id}`)).json()).record;
    expect(
      (await page.request.put(`/api/reference/contentTypes/${id}`, { data: { ...loaded, description: 'Saved by someone else.' }, headers })).status(),
    ).toBe(200);

    await page.getByLabel('Description').fill('Mine, made from the old version.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The form says it where the fields are (the toast says it too).
    await expect(
      page
        .getByRole('form', { name: 'Edit Content Type' })
        .getByRole('alert')
        .filter({ hasText: 'was changed by Sanne Jansen after you opened it, so your changes were not saved' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Content Type' })).toBeVisible();
    await checkAccessible(page);
    await screenshot(page, 'reference-edit-stale-version');

    await page.getByRole('button', { name: 'Load the saved version' }).click();
    await expect(page.getByLabel('Description')).toHaveValue('Saved by someone else.');
    await page.getByLabel('Description').fill('Mine, made from the saved version.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Content type Stale edit test was saved.')).toBeVisible();
    await expect(page.getByText('Mine, made from the saved version.')).toBeVisible();
  });

  test('a content type in use cannot be deleted, and says why', async ({ page }) => {
    await signIn(page, 'admin', '/reference/contentTypes');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Types' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Offer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete content type' }).click();
    await expect(page.getByText(/Content type Offer cannot be deleted: it is still used by \d+ documents?\./)).toBeVisible();
  });

  test('the upload form in Dutch: labels, the rules\' messages, a size as Dutch writes it; back to English at once', async ({ page }) => {
    // An administrator of its own: the language chosen is kept on the account, and the demo
    // administrator signs in for other tests meanwhile.
    await page.goto('/reference/documents/create');
    await page.getByLabel('E-mail').fill('ruben.bakker@meridian-freight.test');
    await page.getByLabel('Password').fill('Portal!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Select file' })).toBeVisible();
    const language = page.locator('header.app-header').getByRole('combobox', { name: /^(Language|Taal)$/ });
    await language.selectOption('nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Document uploaden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestand kiezen' })).toBeVisible();
    await expect(page.getByText('Nog geen bestand gekozen', { exact: true })).toBeVisible();
    await expect(page.getByText(/^PDF, afbeeldingen, Word, Excel, tekst of CSV; hoogstens 10 MB\.$/)).toBeVisible();

    // The shared rules answer in Dutch, in the browser.
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Kies een bestand om te uploaden.')).toBeVisible();
    await expect(page.getByText('Naam is verplicht.')).toBeVisible();
    await expect(page.getByText('Publicatiedatum is verplicht.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Publicatiedatum/ })).toHaveAttribute('placeholder', 'JJJJ-MM-DD');
    await expect(page.getByRole('button', { name: 'Kalender openen voor Publicatiedatum' })).toBeVisible();

    // A chosen file's size with a Dutch decimal comma: 15 872 bytes are 15,5 kB.
    await page.locator('input[type="file"]').setInputFiles({ name: 'vrachtbrief.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(15_872, 0x25) });
    await expect(page.getByText('vrachtbrief.pdf (15,5 kB)', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Soort verspreiding').locator('option', { hasText: 'Algemeen' })).toHaveCount(1);
    for (const width of [390, 820, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reference-upload-nl-${width}`);
    }

    await language.selectOption('en');
    await expect(page.getByRole('button', { name: 'Select file' })).toBeVisible();
    await expect(page.getByText('vrachtbrief.pdf (15.5 kB)', { exact: true })).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
    for (const width of [390, 820, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reference-upload-en-${width}`);
    }
  });

  test('upload a document through the upload form, then see it in the list', async ({ page }) => {
    await signIn(page, 'admin', '/reference/documents');
    await page.getByRole('link', { name: 'Upload Document' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Document' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Select file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'reference-e2e.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await expect(page.getByText('reference-e2e.pdf')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Reference e2e terms');
    await page.getByRole('textbox', { name: /Publication date/ }).fill('2025-01-01');
    await page.getByLabel('Content type').selectOption({ label: 'General terms' });
    await page.getByLabel('Distribution type').selectOption('Generic');
    await screenshot(page, 'reference-document-upload');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/reference\/documents$/);
    await filterGridBy(page, 'Name', 'Reference e2e terms');
    await expect(page.getByText('1 row')).toBeVisible();
    await grid(page).getByRole('link', { name: 'Reference e2e terms', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Document' })).toBeVisible();
    await expect(page.getByText('reference-e2e.pdf')).toBeVisible();

    // Edit goes through the same upload form, loaded with the document's values.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Document' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Reference e2e terms');
    await page.getByLabel('Name', { exact: true }).fill('Reference e2e terms v2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reference e2e terms v2' })).toBeVisible();
  });

  test('export logins downloads logins.xlsx', async ({ page }) => {
    await signIn(page, 'admin', '/reference');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export logins (xlsx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('logins.xlsx');
  });

  test('a CEP user links to the profile page; the group route lists one group’s users', async ({ page }) => {
    await signIn(page, 'admin', '/reference/cepUsers');
    await expect(page.getByRole('heading', { level: 1, name: 'CEP Users' })).toBeVisible();
    await grid(page).getByRole('link', { name: 'customer@portal.test', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Open user profile' })).toHaveAttribute('href', /\/portal\/users\/\d+$/);
    await screenshot(page, 'reference-cepuser-show');
    await page.goto('/reference/customerGroups');
    await grid(page).getByRole('link', { name: '0010', exact: true }).click();
    await page.getByRole('link', { name: 'Users of this group', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Users of group 0010/ })).toBeVisible();
    // The first rows' table and the grid that takes over from it may both hold the row for a moment.
    await expect(grid(page).getByText('customer@portal.test', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'reference-group-users');
  });

  test('at tablet width the create form still fits and works', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await signIn(page, 'admin', '/reference/customers/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeVisible();
    await page.getByLabel('Customer code').fill('0099');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await expect(page.getByText('A customer code must not start with 00: that prefix marks customer groups.')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Country is required.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAccessible(page);
    await screenshot(page, 'reference-customer-create-tablet');
  });

  test('customers do not see the area in the menu and are refused on a direct visit', async ({ page }) => {
    await signIn(page, 'customer');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reference data' })).toHaveCount(0);
    await page.goto('/reference/customers');
    await expect(page.getByText('The reference area is for administrators only.')).toBeVisible();
  });
});
