import type { APIRequestContext, Browser } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, accounts } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * A shipment's page is drawn by the portal host's HTML before any script (host/src/shipment-first-paint.ts):
 * with JavaScript off, the owner finds its reference, route and status; another customer's
 * reference draws the plain skeleton and nothing of that shipment. With scripts, React's page
 * takes the heading's place where the HTML drew it.
 */

interface Detail {
  shipment: { shipmentid: string; status: string; order_ref: string; carrier: string };
  origin: { name: string; locode: string };
  destination: { name: string; locode: string };
}

/** The first sea shipment of `customer` as `who` sees it, with its detail. */
async function firstSeaShipment(who: keyof typeof accounts, customer: string): Promise<Detail> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: portalUrl });
  const login = await api.post('/api/login', { data: accounts[who] });
  expect(login.status()).toBe(200);
  const { csrfToken } = await login.json();
  expect((await api.post('/api/portal/customer', { data: { customer }, headers: { 'x-csrf-token': csrfToken } })).status()).toBe(200);
  const id = (await (await api.get('/api/myShipments/sea/rows?startRow=0&endRow=1')).json()).rows[0].shipmentid as string;
  const detail = (await (await api.get(`/api/shipments/detail/sea/${id}`)).json()) as Detail;
  await api.dispose();
  return detail;
}

/** A page of the customer's own session (default selection C10001), with or without scripts, in a language of the portal's cookie. */
async function customerPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean, width = 1440, language = 'en') {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  expect((await page.request.post('/api/login', { data: accounts.customer })).status()).toBe(200);
  // The language of this browser only: the account's own choice, shared with other tests, stays.
  await context.addCookies([{ name: 'portal.lang', value: language, url: baseURL! }]);
  return { page, context };
}

test("without scripts, the owner's shipment page shows its reference, route and status from the HTML", async ({ browser, baseURL }) => {
  const own = await firstSeaShipment('customer', 'C10001');
  const { page, context } = await customerPage(browser, baseURL, false);
  await page.goto(`/myshipments/sea/${own.shipment.shipmentid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${own.shipment.shipmentid}` })).toBeVisible();
  const facts = page.getByRole('region', { name: own.shipment.shipmentid });
  await expect(facts.getByRole('heading', { level: 2, name: own.shipment.shipmentid })).toBeVisible();
  await expect(facts.getByText(own.shipment.status, { exact: true })).toBeVisible();
  // From → to, each place as the page writes it (its port may read the same, below it).
  const places = facts.locator('dd > strong');
  await expect(places.nth(0)).toHaveText(`${own.origin.name} (${own.origin.locode})`);
  await expect(places.nth(1)).toHaveText(`${own.destination.name} (${own.destination.locode})`);
  await expect(facts.getByText(/^(ETD|ATD) \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(facts.getByText(/^(ETA|ATA) \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await context.close();
});

test("without scripts, another customer's reference draws the plain skeleton and nothing of that shipment", async ({ browser, baseURL }) => {
  const foreign = await firstSeaShipment('admin', 'C10004');
  const { page, context } = await customerPage(browser, baseURL, false);
  await page.goto(`/myshipments/sea/${foreign.shipment.shipmentid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${foreign.shipment.shipmentid}` })).toBeVisible();
  await expect(page.locator('.boot-page .blank-bar').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  const html = await page.content();
  for (const secret of [foreign.shipment.order_ref, foreign.shipment.carrier, foreign.origin.name, foreign.destination.name]) expect(html).not.toContain(secret);
  await context.close();
});

for (const [width, language] of [[390, 'en'], [390, 'nl'], [1440, 'en']] as const) {
  test(`the shipment's heading stands where and as React's page then draws it (${width} px, ${language})`, async ({ browser, baseURL }) => {
    const own = await firstSeaShipment('customer', 'C10001');
    const heading = async (javaScriptEnabled: boolean) => {
      const { page, context } = await customerPage(browser, baseURL, javaScriptEnabled, width, language);
      await page.goto(`/myshipments/sea/${own.shipment.shipmentid}`);
      const title = page.locator(javaScriptEnabled ? '#shipment-title' : '#boot-shipment-title');
      await expect(title).toHaveText(own.shipment.shipmentid);
      const found = { title: await title.boundingBox(), h1: await page.getByRole('heading', { level: 1 }).boundingBox() };
      await context.close();
      return found;
    };
    const first = await heading(false);
    const react = await heading(true);
    // The frame's lines are laid out by other rules than the shell's, to within a fraction of a pixel.
    for (const [drawn, taken] of [[first.h1, react.h1], [first.title, react.title]]) {
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(drawn![side] - taken![side]), `${side}: ${drawn![side]} then ${taken![side]}`).toBeLessThan(1);
    }
  });
}

for (const width of [390, 1440]) {
  test(`the page's largest text is the one its HTML painted: React's page draws nothing larger (${width} px)`, async ({ browser, baseURL }) => {
    const own = await firstSeaShipment('customer', 'C10001');
    const { page, context } = await customerPage(browser, baseURL, true, width);
    // Every largest-contentful-paint candidate, as Lighthouse's LCP reads them, from the first paint on.
    await page.addInitScript(() => {
      const seen: { text: string; fromHtml: boolean }[] = [];
      (window as unknown as { lcpCandidates: typeof seen }).lcpCandidates = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          seen.push({ text: entry.element?.textContent?.trim() ?? '', fromHtml: !!entry.element?.closest('.boot-frame') });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`/myshipments/sea/${own.shipment.shipmentid}`);
    // React's whole page: its facts, milestones, route and CO₂e.
    await expect(page.locator('#shipment-title')).toHaveText(own.shipment.shipmentid);
    await expect(page.getByRole('heading', { level: 2, name: 'Milestones' })).toBeVisible();
    await expect(page.getByTestId('shipment-position')).toBeVisible();
    await expect(page.locator('.remote-first-paint')).toHaveCount(0);
    // Candidates are reported after the frame that painted them: read them two frames on.
    const candidates = await page.evaluate(
      () =>
        new Promise<{ text: string; fromHtml: boolean }[]>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { lcpCandidates: { text: string; fromHtml: boolean }[] }).lcpCandidates)))),
        ),
    );
    expect(candidates.length).toBeGreaterThan(0);
    // The last (largest) candidate was painted by the HTML's frame, not by the scripts.
    expect(candidates.at(-1)?.fromHtml, JSON.stringify(candidates)).toBe(true);
    await context.close();
  });
}

test('the page drawn by its HTML asks for no script and no read before it has painted, then loads them all and becomes React’s', async ({ browser, baseURL }) => {
  const own = await firstSeaShipment('customer', 'C10001');
  const { page, context } = await customerPage(browser, baseURL, true, 390);
  await page.goto(`/myshipments/sea/${own.shipment.shipmentid}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Milestones' })).toBeVisible();
  // The resources the page asked for, and when, against the first contentful paint the browser reported.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    asked: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ url: new URL(r.name).pathname, type: r.initiatorType, start: r.startTime })),
  }));
  expect(timing.paint).not.toBeNull();
  const early = timing.asked.filter((r) => r.start < timing.paint! && !r.url.endsWith('.svg'));
  expect(early, JSON.stringify(timing)).toEqual([]);
  // Then the shell, the session reads and the remote's page came, as hinted.
  const urls = timing.asked.map((r) => r.url);
  for (const expected of ['/main.js', '/api/portal/userProfile', `/api/shipments/detail/sea/${own.shipment.shipmentid}`, '/remoteEntry.js']) expect(urls).toContain(expected);
  await context.close();
});
