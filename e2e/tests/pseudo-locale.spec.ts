import type { Browser, Page } from '@playwright/test';
import { test, expect, accounts, signIn, type AccountName } from '../fixtures';
import { findUnfit, PSEUDO_SWITCH } from '../pseudoLocale';

/**
 * The pseudo-locale walk: every main route, signed out, as a customer and as an administrator, at
 * a phone's and a laptop's width, in the tests' pseudo-locale (shared/kit/src/i18n/pseudo.ts:
 * every message accented, stretched by a third and wrapped, "[Ŝĥîƥɱéñţš ~~~]"). It fails on
 * visible text that is not wrapped (written straight into a component rather than taken from the
 * messages) and on wrapped text cut or overflowing its box (it would be in a longer language).
 * Data is not words to translate: what the API sent (references, places, organisations, people;
 * column headers excepted), numbers, dates and codes (./pseudoLocale.ts says exactly what).
 *
 * The pseudo-locale is switched on by a localStorage entry the portal never writes (the language
 * menu offers only the languages with message files); the store, the API and the account stay
 * English.
 *
 * Routes of remotes still being translated are expected to fail (UNTRANSLATED below): once a
 * remote is translated, its routes pass, Playwright reports "expected to fail, but passed", and
 * the route comes off the list.
 */

/**
 * Routes where the walk still finds words written into the code or words cut when they grow (a
 * route's name, or name@width where only one width fails): expected failures, emptied as they are
 * fixed (Playwright says "expected to fail, but passed" when one no longer fails).
 */
const UNTRANSLATED = new Set<string>([]);

interface Walk {
  name: string;
  who: AccountName | null;
  /** Goes to the page and waits until it shows what it is for. */
  open(page: Page): Promise<void>;
}

// Drawn: no loading state, and a remote's area mounted (its page, not only the shell's heading).
const spinnerGone = async (page: Page) => {
  await expect(page.locator('.remote-area[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.state .spinner')).toHaveCount(0, { timeout: 20_000 });
};
const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const firstRow = (page: Page) => expect(page.locator('.first-rows-row[aria-rowindex="2"], .ag-row').first()).toBeVisible({ timeout: 20_000 });
const visit = (path: string, ready: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.goto(path);
  await ready(page);
  await spinnerGone(page);
};

let customerId = 0;

const WALKS: Walk[] = [
  { name: 'login', who: null, open: visit('/login', (p) => expect(p.locator('form input[type="password"]')).toBeVisible()) },
  { name: 'forgot_password', who: null, open: visit('/forgot-password', (p) => expect(p.locator('form input[type="email"], form input[autocomplete="email"]').first()).toBeVisible()) },
  // The map as a person sees it who has not reached for it: its picture, drawn with the selected
  // shipment's route (OpenLayers comes only on a pointer over it, a touch or a zoom: the picture's
  // words are the live map's).
  { name: 'shipments', who: 'customer', open: visit('/shipments', (p) => expect(p.locator('.shipment-map-canvas[data-route-state="ready"]')).toBeVisible({ timeout: 20_000 })) },
  { name: 'myshipments_sea', who: 'customer', open: visit('/myshipments/sea', firstRow) },
  { name: 'myshipments_air', who: 'customer', open: visit('/myshipments/air', firstRow) },
  {
    name: 'shipment_detail',
    who: 'customer',
    open: async (page) => {
      await visit('/myshipments/sea', firstRow)(page);
      await page.locator('.first-rows-row a, .ag-row a').first().click();
      await expect(page).toHaveURL(/\/myshipments\/sea\/.+/);
      await heading(page);
      await spinnerGone(page);
    },
  },
  { name: 'quotes', who: 'customer', open: visit('/quotes', (p) => expect(p.locator('.quote-list tbody tr, .quote-card').first()).toBeVisible()) },
  { name: 'quotes_create', who: 'customer', open: visit('/quotes/create', heading) },
  { name: 'sandbox', who: 'customer', open: visit('/sandbox', heading) },
  { name: 'documents', who: 'customer', open: visit('/documents', firstRow) },
  { name: 'networks', who: 'customer', open: visit('/networks', (p) => expect(p.locator('.net-map[data-ready="true"]')).toBeVisible({ timeout: 20_000 })) },
  { name: 'contact', who: 'customer', open: visit('/contact', heading) },
  { name: 'webtracker', who: 'customer', open: visit('/webtracker', heading) },
  { name: 'mykpi', who: 'customer', open: visit('/mykpi', heading) },
  { name: 'portal', who: 'customer', open: visit('/portal', (p) => expect(p.locator('.access-tokens table, .access-tokens form').first()).toBeVisible()) },
  { name: 'notifications', who: 'customer', open: visit('/notifications', (p) => expect(p.locator('.notification-list, .notifications-page .state').first()).toBeVisible()) },
  { name: 'not_found', who: 'customer', open: visit('/no-such-page', (p) => expect(p.locator('.state a.btn')).toBeVisible()) },
  { name: 'reference', who: 'admin', open: visit('/reference', heading) },
  { name: 'reference_unlocode', who: 'admin', open: visit('/reference/unlocode', firstRow) },
  { name: 'reference_customers_create', who: 'admin', open: visit('/reference/customers/create', (p) => expect(p.locator('form button[type="submit"]').first()).toBeVisible()) },
  { name: 'admin_portal', who: 'admin', open: visit('/portal', heading) },
  { name: 'user_profile', who: 'admin', open: async (page) => visit(`/portal/users/${customerId}`, (p) => expect(p.locator('#user-profile-name')).toBeVisible())(page) },
];

const WIDTHS = [390, 1440] as const;

/** A browser page in the pseudo-locale, signed in as `who` (or not), at `width`. */
async function pseudoPage(browser: Browser, who: AccountName | null, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  // Signed in the way a person does, in English; then the switch, which the next page load reads.
  if (who) await signIn(page, who, '/portal');
  else await page.goto('/login');
  await page.evaluate((key) => localStorage.setItem(key, 'on'), PSEUDO_SWITCH);
  return page;
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/login', { data: accounts.customer });
  customerId = (await login.json()).profile.id as number;
  await request.post('/api/logout', { headers: { 'x-csrf-token': (await login.json()).csrfToken } });
});

for (const who of [null, 'customer', 'admin'] as const) {
  for (const width of WIDTHS) {
    test.describe(`${who ?? 'signed out'} at ${width} px`, () => {
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await pseudoPage(browser, who, width);
      });
      test.afterAll(async () => {
        await page?.context().close();
      });
      for (const walk of WALKS.filter((w) => w.who === who)) {
        test(`${walk.name}`, async () => {
          test.fail(UNTRANSLATED.has(walk.name) || UNTRANSLATED.has(`${walk.name}@${width}`), 'a remote still being translated');
          // The API's words (its data) seen while the page loads are data, not words to translate.
          const sent = new Set<string>();
          const collect = async (response: import('@playwright/test').Response) => {
            if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
            const body: unknown = await response.json().catch(() => null);
            const visit = (value: unknown, key: string) => {
              if (typeof value === 'string') {
                if (key !== 'headerName') sent.add(value.trim());
              } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
              else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
            };
            visit(body, '');
          };
          page.on('response', collect);
          try {
            await walk.open(page);
            await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
            // Every word on screen comes from the messages: the page shows the pseudo-locale.
            await expect(page.locator('body')).toContainText(/\[[^\]]*~\]/);
          } finally {
            page.off('response', collect);
          }
          const found = await findUnfit(page, [...sent]);
          expect.soft(found.unwrapped, `text not taken from the messages on ${walk.name} at ${width} px`).toEqual([]);
          expect.soft(found.cut, `words cut or overflowing on ${walk.name} at ${width} px`).toEqual([]);
        });
      }
    });
  }
}
