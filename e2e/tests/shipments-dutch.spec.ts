import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';

/**
 * The dashboard remote in Dutch: a browser that asks for Dutch (the customer has never chosen a
 * language, so the portal follows the browser and nothing is kept on the account) walks MyDashboard,
 * MyShipments and a delayed shipment's page with its share panel, and reads Dutch words, dates and
 * numbers, the modes by their names and a delay in the portal's one wording. The same walk in
 * English takes the screenshots to compare (390, 820 and 1440 px).
 */
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/shots/dashboard-nl';
const WIDTHS = [390, 820, 1440];
const DUTCH_DAY = /\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4}/;

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The page has taken the new width when its body has (no timer).
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(width);
    // Longer Dutch words take a second line, never the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} wider than ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * No mode's code on this remote's screens (shipment numbers such as SEA26-000123 are the
 * shipments' own); the dashboard's MyQuotes panel is the quotes remote's.
 */
async function expectNoModeCodes(page: Page) {
  const quotes = page.locator('.dashboard-quotes');
  const theirs = (await quotes.count()) ? await quotes.innerText() : '';
  expect((await page.locator('main').innerText()).replace(theirs, '')).not.toMatch(/\b(SEA|ROA|ROAD|MUL|MULTIMODAL|AIR)\b/);
}

/**
 * A customer no other test signs in as: the English walk switches the language in the header, which
 * is kept on the account, and the Dutch walk relies on the account having chosen none (the
 * browser's language then decides). On a shared demo account, tests running meanwhile would see it.
 */
const WEI = { email: 'wei.zhang@sunrise-houseware.example', password: 'Portal!2345' };

test('in Dutch: the dashboard, MyShipments and a delayed shipment with its share panel', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/shipments');
  await page.getByLabel('E-mail').fill(WEI.email);
  await page.getByLabel('Wachtwoord').fill(WEI.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();

  // MyDashboard: the tabs name the modes and say what their counts count.
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Actieve zendingen' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Zendingen per vervoerswijze' }).getByRole('tab');
  await expect(tabs).toHaveText([/^Zee\s*[\d.]+ van [\d.]+ actief$/, /^Weg\s*[\d.]+ van [\d.]+ actief$/, /^Multimodaal\s*[\d.]+ van [\d.]+ actief$/, /^Lucht\s*[\d.]+ van [\d.]+ actief$/]);
  await expect(page.locator('.shipment-list-header')).toHaveText(/ZENDING\s*VAN\s*NAAR/);
  await expect(page.getByTestId('selected-dates')).toHaveText(new RegExp(`^(ETD|ATD) (${DUTCH_DAY.source}|–) · (ETA|ATA) (${DUTCH_DAY.source}|–)$`));
  await expect(page.locator('.kpi-table thead')).toHaveText(/Vervoer\s*Op tijd\s*Vertraagd\s*CO₂e \d{4}/);
  await expect(page.locator('.kpi-table tbody th')).toHaveText(['Zee', 'Weg', 'Multimodaal', 'Lucht']);
  await expect(page.locator('.last-updated')).toHaveText(/bijgewerkt$/);
  await expectNoModeCodes(page);
  await shots(page, 'dashboard-nl');

  // MyShipments: the sea tab's table, its Dutch headers and statuses; only the delayed ones.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Mijn zendingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zeezendingen' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Zendingen per vervoerswijze' }).getByRole('tab')).toHaveText([/^Zee \([\d.]+\)$/, /^Weg \([\d.]+\)$/, /^Multimodaal \([\d.]+\)$/, /^Lucht \([\d.]+\)$/]);
  const table = page.locator('.data-table-grid').first();
  await expect(table.getByRole('columnheader', { name: 'Zending' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Voortgang' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Aankomst' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Vertraagd|Delayed/ })).toHaveCount(0);
  await expect(table.getByText(/^(Geboekt|Gepland|Onderweg|Aangekomen|Afgeleverd)$/).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'ETD' }).getByRole('combobox')).toContainText('Deze week');
  await page.getByRole('checkbox', { name: 'Alleen vertraagde' }).check();
  await expect(page).toHaveURL(/delayed=1/);
  await expect(table.getByText(/^\d+ dagen te laat$/).filter({ visible: true }).first()).toBeVisible();
  await expectNoModeCodes(page);
  await shots(page, 'myshipments-nl');

  // A delayed shipment's page: facts, milestones, CO₂e and the share panel in Dutch.
  const link = table.locator('a.shipment-link').first();
  const id = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: id })).toBeVisible();
  await expect(page.locator('.shipment-facts .badge[data-delayed="true"]')).toHaveText(/^\d+ dagen te laat$/);
  await expect(page.locator('.shipment-facts')).toContainText(new RegExp(`(ETA|ATA) ${DUTCH_DAY.source}`));
  await expect(page.locator('.shipment-facts')).toContainText(/\(([A-Z]{2}[A-Z0-9]{3})\)/);
  const milestones = page.locator('section.milestones');
  await expect(milestones.getByRole('heading', { name: 'Mijlpalen' })).toBeVisible();
  await expect(milestones.getByText('Boeking bevestigd')).toBeVisible();
  await expect(milestones.locator('li.is-late').first()).toContainText(/\d+ (dag|dagen) te laat/);
  // The texts the API words come in Dutch too: where the cargo is now, and how its CO₂e was reckoned.
  await expect(page.getByTestId('shipment-position')).toHaveText(/^Nu: (Op de plaats van vertrek|In|Onderweg naar|Onderweg voor aflevering|Afgeleverd bij de geadresseerde) .+/);
  await expect(page.getByTestId('shipment-position')).not.toContainText(/\b(At|In transit|Delivered|not yet departed)\b/);
  const emissions = page.locator('section.emissions');
  await expect(emissions).toContainText('Well-to-wheel CO₂e volgens het GLEC Framework / ISO 14083: afstand × gewicht × standaardintensiteit per traject.');
  await expect(emissions.getByRole('table')).toContainText('kortste zeeroute tussen de havens');
  await expect(emissions.getByRole('table')).toContainText(/Containerschip, sectorgemiddelde/);
  await expect(emissions).not.toContainText(/shortest sea route|Container ship|by the GLEC Framework/);
  // A Dutch number: the sea leg's intensity, 7.17 g in English, with a decimal comma.
  await expect(page.getByRole('table', { name: 'CO₂e per traject met de gebruikte cijfers' })).toContainText('7,17 g CO₂e/tkm');
  await expect(page.getByTestId('co2e-total')).toHaveText(/^[\d.]+(,\d+)? (kg|t) CO₂e$/);
  await page.getByRole('button', { name: 'Delen' }).click();
  await expect(page.getByRole('form', { name: 'Een deellink maken' }).getByRole('button', { name: 'Link maken' })).toBeVisible();
  await expectNoModeCodes(page);
  await shots(page, 'shipment-nl');

  // Back to the list it came from, by its Dutch name.
  await page.getByRole('navigation', { name: /kruimelpad|breadcrumb/i }).getByRole('link', { name: 'Zeezendingen' }).click();
  await expect(page).toHaveURL(/\/myshipments\/sea\?.*delayed=1/);
  await context.close();
});

test('in English: the same screens, for the screenshots beside the Dutch ones', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/shipments');
  await page.getByLabel('E-mail').fill(WEI.email);
  await page.getByLabel('Password').fill(WEI.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tablist', { name: 'Shipments by modality' }).getByRole('tab').first()).toHaveText(/^Sea\s*[\d,]+ of [\d,]+ active$/);
  await shots(page, 'dashboard-en');
  await page.goto('/myshipments/sea?delayed=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sea shipments' })).toBeVisible();
  const table = page.locator('.data-table-grid').first();
  await expect(table.getByText(/^\d+ days late$/).filter({ visible: true }).first()).toBeVisible();
  await shots(page, 'myshipments-en');
  await table.locator('a.shipment-link').first().click();
  await expect(page.locator('.shipment-facts .badge[data-delayed="true"]')).toHaveText(/^\d+ days late$/);
  await expect(page.getByTestId('shipment-position')).toHaveText(/^Now: (At|In transit to|Out for delivery|Delivered to the consignee) .+/);
  await expect(page.locator('section.emissions')).toContainText('Well-to-wheel CO₂e by the GLEC Framework / ISO 14083');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Make link' })).toBeVisible();
  await shots(page, 'shipment-en');

  // Switching to Dutch in the header words the API's texts anew, without leaving the page.
  const language = page.locator('header.app-header').getByRole('combobox', { name: /^(Language|Taal)$/ });
  await language.selectOption('nl');
  await expect(page.getByTestId('shipment-position')).toHaveText(/^Nu: (Op de plaats van vertrek|In|Onderweg naar|Onderweg voor aflevering|Afgeleverd bij de geadresseerde) .+/);
  await expect(page.locator('section.emissions')).toContainText('Well-to-wheel CO₂e volgens het GLEC Framework');
  // Back to English, so the account keeps the language it signed in with.
  await language.selectOption('en');
  await expect(page.getByTestId('shipment-position')).toHaveText(/^Now: /);
  await context.close();
});
