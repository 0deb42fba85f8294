import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const accounts = {
  admin: { email: 'admin@portal.test', password: 'Admin!2345' },
  customer: { email: 'customer@portal.test', password: 'Customer!2345' },
  basic: { email: 'basic@portal.test', password: 'Basic!2345' },
} as const;

export type AccountName = keyof typeof accounts;

/** Signs in through the login form, as a person would, and waits for the header. */
export async function signIn(page: Page, who: AccountName = 'customer', path = '/shipments') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(accounts[who].email);
  await page.getByLabel('Password').fill(accounts[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // On a phone the menu is folded behind its button: there, the header is what shows.
  await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeAttached();
  await expect(page.locator('header.app-header')).toBeVisible();
}

/**
 * Reaches for a table as a person does before sorting, filtering or paging it: the pointer moves
 * over it. A list page shows its first rows as a plain table until then (DataTable's FirstRows);
 * AG Grid is created on that intent and takes their place. `table` is the table's
 * region (`.data-table-grid`, named after the table), or what holds one; resolves once the grid
 * has taken over.
 */
export async function reachTable(table: Locator) {
  const region = (await table.evaluate((el) => el.classList.contains('data-table-grid'))) ? table : table.locator('.data-table-grid').first();
  // From outside it, so that the move is a new pointerover even if the pointer rested there.
  await region.page().mouse.move(0, 0);
  await region.hover();
  await expect(region.locator('.ag-root-wrapper')).toBeVisible({ timeout: 20_000 });
  await expect(region.locator('.data-table-first-rows')).toHaveCount(0, { timeout: 20_000 });
}

/** The address's path: a table read carries its query after it. */
export const pathOf = (url: string) => new URL(url).pathname;

/** The query a table page or export asks for, read back from its address (shared/contracts/src/table/queryString.ts). */
export function tableQueryOf(url: string): { startRow?: number; endRow?: number; sortModel?: { colId: string; sort: string }[]; filterModel?: Record<string, Record<string, unknown>>; params?: Record<string, unknown> } {
  const search = new URL(url).searchParams;
  const number = (name: string) => (search.has(name) ? Number(search.get(name)) : undefined);
  const json = (name: string) => (search.has(name) ? JSON.parse(search.get(name)!) : undefined);
  return { startRow: number('startRow'), endRow: number('endRow'), sortModel: json('sortModel'), filterModel: json('filterModel'), params: json('params') };
}

/** Axe scan: no serious or critical violation of WCAG 2.2 AA (with its target size, as Lighthouse checks it). */
export async function expectAccessible(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** Switches the header's organisation selector to the first match of `search` and waits for the switch to be saved. */
export async function switchSelection(page: Page, search: string) {
  await page.getByRole('button', { name: /change organisation or group/ }).click();
  await page.getByRole('combobox', { name: 'Search organisations and groups' }).fill(search);
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/portal/customer') && r.request().method() === 'POST');
  await page.getByRole('listbox', { name: 'Organisations and groups' }).getByRole('option').first().click();
  expect((await switched).status()).toBe(200);
}

export async function screenshot(page: Page, name: string) {
  const dir = path.resolve(__dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Every test records Content-Security-Policy violations and fails if one happened: the browser
 * tests run under the production CSP.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
