import type { ConsoleMessage } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, signIn, accounts } from '../fixtures';
import { portalUrl } from '../playwright.config';

/**
 * The shipment page as a person sees it: the map's marker where the milestones say (at sea, in
 * port, delivered), the same place in the "Now" line and the timeline's current event, and a
 * console without a word (warnings included) at a phone's, a tablet's and a laptop's width.
 */

interface Place {
  name: string;
  lon: number;
  lat: number;
}
interface Detail {
  asOf: string;
  origin: Place;
  destination: Place;
  via: Place | null;
  delivery: Place | null;
  milestones: { code: string; label: string; date: string; state: string }[];
}

function km([lon1, lat1]: number[], [lon2, lat2]: number[]): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const happened = (d: Detail, code: string) => d.milestones.some((m) => m.code === code && m.state === 'actual');
const lastOnLine = (d: Detail) => d.milestones.filter((m) => ['DEP', 'TSA', 'TSD', 'ARR'].includes(m.code) && m.state === 'actual').pop();

/** Sea shipments of C10001 by where their milestones put them (looked up through the API, never what is tested). */
async function seaShipments() {
  const api = await playwrightRequest.newContext({ baseURL: portalUrl });
  const login = await api.post('/api/login', { data: accounts.customer });
  const { csrfToken } = await login.json();
  expect((await api.post('/api/portal/customer', { data: { customer: 'C10001' }, headers: { 'x-csrf-token': csrfToken } })).status()).toBe(200);
  const rows = (await (await api.get('/api/myShipments/sea/rows?startRow=0&endRow=300')).json()).rows as { shipmentid: string }[];
  const found: { atSea: [string, Detail][]; inPort: [string, Detail][]; delivered: [string, Detail][] } = { atSea: [], inPort: [], delivered: [] };
  for (const { shipmentid } of rows) {
    const d = (await (await api.get(`/api/shipments/detail/sea/${shipmentid}`)).json()) as Detail;
    const kind = happened(d, 'DLV') ? 'delivered' : happened(d, 'ARR') ? (happened(d, 'OFD') ? null : 'inPort') : happened(d, 'DEP') ? 'atSea' : null;
    if (kind && found[kind].length < 3) found[kind].push([shipmentid, d]);
    if (found.atSea.length + found.inPort.length + found.delivered.length === 9) break;
  }
  await api.dispose();
  return found;
}

test('the map’s marker, the Now line and the timeline agree with the milestones: at sea, in port, delivered', async ({ page }) => {
  test.setTimeout(180_000);
  const found = await seaShipments();
  expect(found.atSea.length).toBeGreaterThan(0);
  expect(found.inPort.length).toBeGreaterThan(0);
  expect(found.delivered.length).toBeGreaterThan(0);
  await signIn(page, 'customer');
  for (const [kind, list] of Object.entries(found)) {
    for (const [id, d] of list) {
      await page.goto(`/myshipments/sea/${id}`);
      const map = page.getByTestId('route-map');
      await expect(map).toHaveAttribute('data-position', /,/);
      const marker = (await map.getAttribute('data-position'))!.split(',').map(Number);
      const now = page.getByTestId('shipment-position');
      const current = page.locator('li.timeline-event[aria-current="step"]');
      const last = d.milestones.filter((m) => m.state === 'actual').pop()!;
      await expect(current).toHaveAttribute('data-code', last.code);
      const where = { id, kind };
      if (kind === 'delivered') {
        const place = d.delivery ?? d.destination;
        expect({ ...where, km: Math.round(km(marker, [place.lon, place.lat])) }).toEqual({ ...where, km: 0 });
        await expect(now).toContainText('Delivered');
      } else if (kind === 'inPort') {
        expect({ ...where, km: Math.round(km(marker, [d.destination.lon, d.destination.lat])) }).toEqual({ ...where, km: 0 });
        await expect(now).toContainText(`At ${d.destination.name}`);
      } else {
        const from = lastOnLine(d)!;
        const port = from.code === 'DEP' ? d.origin : d.via!;
        const fromPort = km(marker, [port.lon, port.lat]);
        // Left today, or waiting at the hub: still at that port. Else under way, off the port and short of the destination.
        if (from.code === 'TSA' || from.date === d.asOf) expect({ ...where, km: Math.round(fromPort) }).toEqual({ ...where, km: 0 });
        else {
          expect(fromPort).toBeGreaterThan(1);
          expect(km(marker, [d.destination.lon, d.destination.lat])).toBeGreaterThan(1);
        }
        await expect(now).toContainText(from.code === 'TSA' ? `At ${d.via!.name}` : `In transit to ${d.destination.name}`);
      }
    }
  }
});

test('the shipment page has a clean console, warnings included, at 390, 820 and 1440 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const found = await seaShipments();
  const [id] = found.atSea[0];
  for (const width of [390, 820, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, hasTouch: width < 1000, isMobile: width < 500 });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${width}: ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`${width}: uncaught: ${error.message}`));
    await signIn(page, 'customer', `/myshipments/sea/${id}`);
    await expect(page.getByTestId('route-map')).toHaveAttribute('data-view-extent', /,/);
    await page.waitForLoadState('networkidle');
    // From the list, as a person opens it, then back: the map is made again in a page already laid out.
    await page.goto('/myshipments/sea');
    await page.getByRole('link', { name: /^SEA\d\d-\d+$/ }).first().click();
    await expect(page.getByTestId('route-map')).toHaveAttribute('data-view-extent', /,/);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    await context.close();
  }
});
