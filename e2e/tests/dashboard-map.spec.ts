import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, screenshot } from '../fixtures';

/**
 * The dashboard map draws the selected shipment's route as it travels and keeps the whole route
 * and both ends, with their labels, in view and clear of the map's controls, at a desktop's, a
 * tablet's and a phone's width. The map publishes its view extent in lon/lat (data-view-extent, kept current
 * by mfe-dashboard/src/map/route.ts); the route comes from the API, as the map loaded it.
 *
 * The seed is deterministic for a day but its active shipments move with the date, so each case
 * is found by what it is (a rule over the organisations' active shipments), not by its number.
 */
/** The fields of the API's answers this test reads (shared/contracts/src/wire.ts). */
interface Shipment {
  shipmentid: string;
  departure_city: string;
  arrival_city: string;
  departure_lat: number;
  departure_long: number;
  arrival_lat: number;
  arrival_long: number;
  progress: number;
}
type ShipmentsData = Record<'sea' | 'air' | 'roa' | 'mul', Shipment[]>;
interface ShipmentRoute {
  coordinates: [number, number][];
  distanceKm: number;
}
type Case = { name: string; tab: 'sea' | 'air'; pick: (s: Shipment) => boolean; prefer?: (s: Shipment) => boolean };
const inEurope = (lon: number, lat: number) => lon > -12 && lon < 32 && lat > 34 && lat < 66;
const CASES: Case[] = [
  {
    name: 'auckland-le-havre',
    tab: 'sea',
    pick: (s) => s.departure_long > 150 && s.departure_lat < -30 && inEurope(s.arrival_long, s.arrival_lat),
    prefer: (s) => s.departure_city === 'Auckland' && s.arrival_city === 'Le Havre',
  },
  {
    name: 'european-short-sea',
    tab: 'sea',
    pick: (s) => inEurope(s.departure_long, s.departure_lat) && inEurope(s.arrival_long, s.arrival_lat),
  },
  {
    name: 'transpacific',
    tab: 'sea',
    pick: (s) => (s.departure_long > 100 && s.arrival_long < -100) || (s.departure_long < -100 && s.arrival_long > 100),
  },
  {
    // A long great circle that runs far north (Los Angeles → Leipzig passes Greenland).
    name: 'air',
    tab: 'air',
    pick: (s) => Math.abs(s.departure_long - s.arrival_long) > 100 && Math.max(s.departure_lat, s.arrival_lat) > 30,
  },
];
const ORGANISATIONS = ['C10001', 'C10002', 'C10003', 'C10004', 'C10005', 'C10006', 'C10007', 'C10008', 'C10009', 'C10010'];
const SHOTS = process.env.SHOTS_DIR;

async function selectOrganisation(page: Page, code: string) {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/portal/customer', { data: { customer: code }, headers: { 'x-csrf-token': csrfToken } });
  expect(res.status()).toBe(200);
}

/** The first organisation (in code order) with an active shipment of the case, and that shipment. */
async function findCase(page: Page, c: Case): Promise<{ code: string; shipment: Shipment; index: number }> {
  for (const code of ORGANISATIONS) {
    await selectOrganisation(page, code);
    const data: ShipmentsData = await (await page.request.get('/api/shipments/data')).json();
    const list = data[c.tab];
    const found = (c.prefer && list.find(c.prefer)) || list.find(c.pick);
    if (found) return { code, shipment: found, index: list.indexOf(found) };
  }
  throw new Error(`no organisation has an active shipment for the case ${c.name}`);
}

/** Mercator y of a latitude, for placing a position in the canvas from the extent. */
const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Up to five points of the route outside the map's view extent ([] when the whole route is in
 * view), or "no extent yet" until the map has written it. The map draws the line once, moved by
 * whole turns so that its middle lies within ±180°; the view may show it there.
 */
async function routeOutsideView(canvas: Locator, route: ShipmentRoute): Promise<unknown[]> {
  const extent = JSON.parse((await canvas.getAttribute('data-view-extent')) ?? 'null') as number[] | null;
  if (!extent) return ['no extent yet'];
  const [w, s, e, n] = extent;
  const fits = (shift: number) => route.coordinates.filter(([lon, lat]) => !(lon + shift >= w && lon + shift <= e && Math.max(lat, -85) >= s && Math.min(lat, 85) <= n));
  return [-720, -360, 0, 360].map(fits).reduce((a, b) => (b.length < a.length ? b : a)).slice(0, 5);
}

for (const width of [1440, 820, 390]) {
  for (const c of CASES) {
    test(`map at ${width} px: ${c.name} — the whole route and both ends in view, labels clear of the controls`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      await signIn(page, 'admin', '/shipments');
      const { code, shipment, index } = await findCase(page, c);
      test.info().annotations.push({ type: 'shipment', description: `${code} ${shipment.shipmentid} ${shipment.departure_city} → ${shipment.arrival_city}` });
      await page.reload();

      await page.getByRole('tab', { name: new RegExp(`^${c.tab}`, 'i') }).click();
      const list = page.getByRole('listbox', { name: `Active ${c.tab} shipments` });
      await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await list.focus();
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
      const canvas = page.locator('.shipment-map-canvas');
      await expect(canvas).toHaveAttribute('data-shipment', shipment.shipmentid);
      await expect(canvas).toHaveAttribute('data-route-state', 'ready');

      const route: ShipmentRoute = await (await page.request.get(`/api/shipments/route/${c.tab}/${shipment.shipmentid}`)).json();
      const ends: [number, number][] = [
        [shipment.departure_long, shipment.departure_lat],
        [shipment.arrival_long, shipment.arrival_lat],
      ];
      expect(route.coordinates.length).toBeGreaterThan(1);

      // The route starts and ends at the shipment's two places (a whole turn apart at most: a
      // Pacific crossing is unwrapped past 180°).
      const sameTurn = (a: number[], b: number[]) => Math.abs(a[1] - b[1]) < 0.01 && Math.abs((((a[0] - b[0]) % 360) + 540) % 360 - 180) < 0.01;
      expect(sameTurn(route.coordinates[0], ends[0])).toBe(true);
      expect(sameTurn(route.coordinates[route.coordinates.length - 1], ends[1])).toBe(true);

      // Every point of the route (ends included) inside the view.
      await expect.poll(() => routeOutsideView(canvas, route), { timeout: 10_000 }).toEqual([]);

      // Both ends, marker and label, inside the map and off the zoom buttons and the attribution.
      // Labels sit on the side away from the other end (mfe-dashboard/src/map/route.ts, labelSides):
      // above and below on a mostly north-south route, outside left and right on an east-west one.
      // Read again once it is there: the picture drops it while it repaints (a new size, the whole answer's rows).
      let extentText: string | null = null;
      await expect.poll(async () => (extentText = await canvas.getAttribute('data-view-extent'))).toBeTruthy();
      const extent = JSON.parse(extentText!) as number[];
      const box = (await canvas.boundingBox())!;
      // The attribution control shows only when a layer has an attribution: a missing one has no box.
      // The map's picture (ShipmentMapPicture) has zoom buttons where OpenLayers has them; a pointer resting over the map may have brought OpenLayers.
      const boxOf = async (sel: string) => ((await canvas.locator(sel).count()) ? canvas.locator(sel).boundingBox() : null);
      const controls = (await Promise.all(['.ol-zoom', '.ol-attribution', '.map-picture-zoom'].map(boxOf))).filter((b) => b !== null);
      expect(controls.length).toBeGreaterThan(0);
      const [w, s, e, n] = extent;
      // The map draws the line once, moved by whole turns so that the middle of its longitudes
      // lies within ±180° (centredLine); a view wider than a world shows that one copy only.
      const lons = route.coordinates.map(([lon]) => lon);
      const centred = -Math.round((Math.min(...lons) + Math.max(...lons)) / 2 / 360) * 360;
      const pixel = ([lon0, lat]: [number, number]) => {
        const shift = [centred, -720, -360, 0, 360].find((k) => lon0 + k >= w && lon0 + k <= e) ?? 0;
        return [box.x + ((lon0 + shift - w) / (e - w)) * box.width, box.y + ((mercY(n) - mercY(lat)) / (mercY(n) - mercY(s))) * box.height];
      };
      // The ends where the line has them (the route's first and last points, as drawn).
      const [p1, p2] = [route.coordinates[0], route.coordinates[route.coordinates.length - 1]].map((p) => pixel(p as [number, number]));
      // A short (phone) map puts both labels beside their ends whatever the direction; it says so in data-labels.
      const beside = (await canvas.getAttribute('data-labels')) === 'beside';
      expect(beside).toBe(width < 600);
      const vertical = !beside && Math.abs(p2[1] - p1[1]) >= Math.abs(p2[0] - p1[0]) * 0.35;
      const labels = [shipment.departure_city, shipment.arrival_city];
      const widths = await page.evaluate((texts) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = '600 12px system-ui, sans-serif';
        return texts.map((t: string) => ctx.measureText(t).width);
      }, labels);
      type Box = { x: number; y: number; width: number; height: number };
      const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const [i, [x, y]] of [p1, p2].entries()) {
        const other = i === 0 ? p2 : p1;
        const marker: Box = { x: x - 8, y: y - 8, width: 16, height: 16 };
        const label: Box = vertical
          ? { x: x - widths[i] / 2, y: y <= other[1] ? y - 26 - 16 : y + 26, width: widths[i], height: 16 }
          : { x: x <= other[0] ? x - 20 - widths[i] : x + 20, y: y - 8, width: widths[i], height: 16 };
        for (const [what, part] of [['marker', marker], ['label', label]] as const) {
          const where = { end: labels[i], what };
          if (process.env.MAP_DEBUG) console.log(JSON.stringify({ what, part, box, extent, vertical, size: await canvas.getAttribute('data-map-height') }));
          expect({ ...where, inside: part.x >= box.x && part.y >= box.y && part.x + part.width <= box.x + box.width && part.y + part.height <= box.y + box.height }).toEqual({ ...where, inside: true });
          for (const [k, control] of controls.entries()) expect({ ...where, control: k, overlaps: overlap(part, control) }).toEqual({ ...where, control: k, overlaps: false });
        }
      }
      // The current position is on the map (drawn) and said in words.
      await expect(page.locator('.shipment-map .sr-only')).toContainText(`${shipment.progress} % of the way done`);

      await page.waitForTimeout(300);
      await screenshot(page, `dashboard-map-${c.name}-${width}`);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await canvas.screenshot({ path: path.join(SHOTS, `${c.name}-${width}-map.png`) });
        copyFileSync(path.resolve(__dirname, '../screenshots', `dashboard-map-${c.name}-${width}.png`), path.join(SHOTS, `${c.name}-${width}.png`));
      }
    });
  }
}

// The caption under the map and the shipments' panel have their final size before the
// shipments arrive, and the remote is drawn under its loading state, so nothing below moves.
test('the dashboard shifts its layout by at most 0.05 while the map, its route and the lists load', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        (window as unknown as { __cls: number }).__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
        console.log(`layout shift ${entry.value.toFixed(4)} at ${location.pathname}: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page.on('console', (m) => m.text().startsWith('layout shift') && test.info().annotations.push({ type: 'shift', description: m.text() }));
  await signIn(page, 'customer', '/shipments');
  // The dashboard opened as a page (signed in): a new document, so the count starts again.
  await page.reload();
  await expect(page.locator('.shipment-map-canvas')).toHaveAttribute('data-route-state', 'ready');
  await expect(page.locator('.shipment-map-canvas')).toHaveAttribute('data-view-extent', /\[/);
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
  if (process.env.MAP_DEBUG) console.log(JSON.stringify(test.info().annotations));
  expect(cls).toBeLessThanOrEqual(0.05);
});

// The list grows with the page. From 1200 px the map stands beside it and stays in view (sticky),
// so a row chosen far down shows its route where the person is looking; below, the map stays
// above the list, as tall as its ratio makes it.
for (const width of [1440, 820]) {
  test(`at ${width} px a row chosen far down the list shows its whole route on the map${width >= 1200 ? ', which is in view beside the list' : ' above the list'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'customer', '/shipments');
    const list = page.getByRole('listbox', { name: 'Active sea shipments' });
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const count = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
    expect(count).toBeGreaterThan(12);

    // Down the page to the list's last row, as a person scrolls (the whole list is read then).
    await list.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40));
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    const last = list.locator(`[role="option"][aria-posinset="${count}"]`);
    await expect(last).toBeInViewport();
    const id = (await last.locator('strong').textContent())!.trim();
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');

    const canvas = page.locator('.shipment-map-canvas');
    await expect(canvas).toHaveAttribute('data-shipment', id);
    await expect(canvas).toHaveAttribute('data-route-state', 'ready');
    const route: ShipmentRoute = await (await page.request.get(`/api/shipments/route/sea/${id}`)).json();
    expect(route.coordinates.length).toBeGreaterThan(1);
    const mapBox = (await canvas.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    if (width >= 1200) {
      // Beside the list, whole in the window where the chosen row is, taller than the ratio would make it.
      expect(mapBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width);
      await expect(canvas).toBeInViewport({ ratio: 1 });
      await expect(last).toBeInViewport();
      expect(mapBox.height).toBeGreaterThan(mapBox.width * 0.42 + 50);
    } else {
      // Above the list, at its ratio: scrolled away while the person is down the list.
      expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(listBox.y);
      expect(Math.abs(mapBox.height - Math.round(mapBox.width * 0.42))).toBeLessThanOrEqual(2);
      await expect(canvas).not.toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(canvas).toBeInViewport({ ratio: 1 });
    }
    // The map has written its view (it may not have at first) and the whole route lies in it.
    await expect.poll(() => routeOutsideView(canvas, route), { timeout: 10_000 }).toEqual([]);
    await screenshot(page, `dashboard-far-row-${width}`);
  });
}
