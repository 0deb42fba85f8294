import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, screenshot } from '../fixtures';

/** The network and contact slice: /networks (map, continents, popup, list) and /contact (form, offices, map). */

/** This slice's part of the page: the shell's header has its own accessibility test. */
const A11Y_EXCLUDE = ['.ol-viewport canvas', 'header'];

interface Location {
  id: number;
  name: string;
  city: string;
  continent: string;
  unlocode: string | null;
  latitude: number | null;
  longitude: number | null;
}

const CONTINENTS = ['Asia', 'Africa', 'America', 'Europe', 'Oceania'] as const;
const BANGKOK = 'Meridian Freight (Thailand) Co., Ltd.';

async function networkData(page: Page): Promise<Location[]> {
  const res = await page.request.get('/api/networks/data');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { locations: Location[] }).locations;
}

const located = (locations: Location[]) => locations.filter((l) => l.latitude !== null && l.longitude !== null);

/**
 * The map is drawn, its markers are on it and the view has settled on the whole network: the
 * map's picture (NetworkMapPicture), or the map once someone reached for it.
 */
async function mapReady(page: Page): Promise<Locator> {
  const map = page.locator('.net-map').first();
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-fitted', 'All');
  return map;
}

/** A mouse over the map's picture: OpenLayers' map takes its place, drawn and fitted to the whole network. */
async function liveMap(page: Page): Promise<Locator> {
  await mapReady(page);
  // (A mouse left resting where the map was drawn may have brought it already.)
  await page.locator('.net-map-area').first().hover();
  const map = page.locator('.net-map[data-renderer="canvas"]');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-fitted', 'All');
  await expect(page.locator('.net-map-picture')).toHaveCount(0);
  return map;
}

/** "minLon,minLat,maxLon,maxLat" of what the map shows. */
async function viewBox(map: Locator): Promise<number[]> {
  return ((await map.getAttribute('data-view')) ?? '').split(',').map(Number);
}

async function showFromList(page: Page, search: string, name: string) {
  await page.getByLabel('Search locations').fill(search);
  await page.getByRole('button', { name: `Show on map: ${name}` }).click();
}

test.describe('My networks', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'customer', '/networks');
    await expect(page.getByRole('heading', { level: 1, name: 'My networks' })).toBeVisible();
  });

  test('draws one marker per located location, skips the others and lists them all', async ({ page }) => {
    const locations = await networkData(page);
    const onMap = located(locations);
    expect(onMap.length).toBeGreaterThan(100);
    expect(onMap.length).toBeLessThan(locations.length);

    await expect(await mapReady(page)).toHaveAttribute('data-marker-count', String(onMap.length));
    // A network of this size is clustered (a region's pins gather in a bubble that opens on click).
    const map = await liveMap(page);
    await expect(map).toHaveAttribute('data-marker-count', String(onMap.length));
    await expect(page.getByRole('list', { name: 'Map legend' })).toContainText('Sea freight');

    // A location without coordinates is in the list, marked as not on the map.
    const pending = locations.find((l) => l.latitude === null)!;
    await page.getByLabel('Search locations').fill(pending.name);
    const item = page.locator('.net-list-item', { hasText: pending.name });
    await expect(item).toContainText('Not on the map');
    await expect(item.getByRole('button')).toHaveCount(0);

    await page.getByLabel('Search locations').fill('');
    await page.waitForTimeout(800);
    await screenshot(page, 'network-map');
    await expectAccessible(page, A11Y_EXCLUDE);
  });

  test('opens an accessible popup from the list and from a click on the marker', async ({ page }) => {
    await liveMap(page);
    await showFromList(page, 'Bangkok', BANGKOK);

    const popup = page.getByRole('dialog', { name: BANGKOK });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Sathorn Square, 98 North Sathorn Road');
    await expect(popup).toContainText('Bangkok, Thailand');
    await expect(popup.getByRole('link', { name: '+66 2 108 4550' })).toHaveAttribute('href', 'tel:+6621084550');
    await expect(popup.getByRole('link', { name: 'bangkok@meridianfreight.com' })).toHaveAttribute('href', 'mailto:bangkok@meridianfreight.com');
    const image = popup.getByRole('img', { name: /Bangkok/ });
    await expect(image).toHaveAttribute('src', /\/images\/locations\/THBKK\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Focus lands on the close button; Escape closes and gives focus back to the list button.
    const close = popup.getByRole('button', { name: `Close details of ${BANGKOK}` });
    await expect(close).toBeFocused();
    await page.waitForTimeout(700); // the view's move to Bangkok
    await screenshot(page, 'network-popup');
    await expectAccessible(page, A11Y_EXCLUDE);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Show on map: ${BANGKOK}` })).toBeFocused();

    // The map is centred on Bangkok now: its pin's head sits just above the centre.
    const canvas = page.locator('.net-map-canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - 24);
    await expect(page.getByRole('dialog', { name: BANGKOK })).toBeVisible();
    await page.getByRole('button', { name: `Close details of ${BANGKOK}` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A click on empty sea opens nothing.
    await page.mouse.click(box.x + 20, box.y + box.height - 20);
    await page.waitForTimeout(400);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the map is a picture until the person reaches for it; OpenLayers then shows the same view and carries out what was pressed', async ({ page }) => {
    // The pointer away from the map (a mouse resting over it is a person reaching for it).
    await page.mouse.move(0, 0);
    await page.reload();
    const pictured = await mapReady(page);
    const region = page.getByRole('region', { name: /^World map of the network/ });
    // Nothing of OpenLayers yet: the countries on a canvas, the bubbles and pins drawn over them.
    await page.waitForTimeout(1000);
    await expect(page.locator('.ol-viewport')).toHaveCount(0);
    await expect(pictured).toHaveAttribute('data-renderer', 'picture');
    await expect(pictured.locator('.map-picture-bubble').first()).toBeVisible();
    const view = await viewBox(pictured);

    // The keyboard's focus on the map: OpenLayers takes its place at the same view, and the focus moves to it.
    await region.focus();
    const map = page.locator('.net-map[data-renderer="canvas"]');
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(page.locator('.net-map-picture')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^World map of the network/ })).toBeFocused();
    (await viewBox(map)).forEach((v, i) => expect(Math.abs(v - view[i]), 'the view the picture showed').toBeLessThan(0.01));

    // Opened again, the picture's Zoom in: the map comes, one zoom step closer.
    await page.reload();
    await mapReady(page);
    await page.locator('.net-map-picture').getByRole('button', { name: 'Zoom in' }).click();
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    const width = (box: number[]) => box[2] - box[0];
    await expect.poll(async () => width(await viewBox(map)) / width(view), { timeout: 10_000 }).toBeCloseTo(0.5, 1);

    // Opened again, a click on a pin of the picture: the map comes and opens that location's popup.
    await page.reload();
    await mapReady(page);
    // A pin wholly inside the map, drawn last of those (the topmost where pins overlap).
    const pin = await page.locator('.map-picture-markers').evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      const inside = [...svg.querySelectorAll('use')].map((u) => u.getBoundingClientRect()).filter((b) => b.left > frame.left + 50 && b.right < frame.right - 4 && b.top > frame.top + 4 && b.bottom < frame.bottom - 4);
      const last = inside[inside.length - 1];
      return last ? { x: last.x, y: last.y, width: last.width, height: last.height } : null;
    });
    expect(pin, 'a pin on the picture').not.toBeNull();
    await page.mouse.click(pin!.x + pin!.width / 2, pin!.y + pin!.height / 3);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect(map).toHaveAttribute('data-ready', 'true');
  });

  test('shows the generic picture when a UN/LOCODE has none', async ({ page }) => {
    await page.route('**/images/locations/THBKK.svg', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await mapReady(page);
    await showFromList(page, 'Bangkok', BANGKOK);
    const image = page.getByRole('dialog', { name: BANGKOK }).getByRole('img');
    await expect(image).toHaveAttribute('src', /\/images\/locations\/default\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('each continent button fits the map to that continent', async ({ page }) => {
    const onMap = located(await networkData(page));
    const map = await mapReady(page);
    let previous = await viewBox(map);
    // The page opens on All: the whole network.
    const whole = previous;

    for (const continent of [...CONTINENTS, 'All'] as const) {
      const button = page.getByRole('group', { name: 'Show continent on the map' }).getByRole('button', { name: new RegExp(`^${continent} \\(`) });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(map).toHaveAttribute('data-continent', continent);
      // The fit animation has ended on a new view.
      await expect(map).toHaveAttribute('data-fitted', continent);
      const [minLon, minLat, maxLon, maxLat] = await viewBox(map);
      expect([minLon, minLat, maxLon, maxLat].join()).not.toBe(previous.join());

      const points = continent === 'All' ? onMap : onMap.filter((l) => l.continent === continent);
      expect(points.length, `${continent} has located locations`).toBeGreaterThan(0);
      for (const p of points) {
        expect(p.longitude!, `${p.name} in the ${continent} view`).toBeGreaterThanOrEqual(minLon);
        expect(p.longitude!, `${p.name} in the ${continent} view`).toBeLessThanOrEqual(maxLon);
        expect(p.latitude!, `${p.name} in the ${continent} view`).toBeGreaterThanOrEqual(minLat);
        expect(p.latitude!, `${p.name} in the ${continent} view`).toBeLessThanOrEqual(maxLat);
      }
      // A continent is framed closer than the whole network.
      if (continent !== 'All') expect(maxLon - minLon, `${continent} view width`).toBeLessThan(whole[2] - whole[0] - 1);
      await expect(page.getByRole('heading', { name: `Locations in ${continent === 'All' ? 'the whole network' : continent}` })).toBeVisible();
      previous = [minLon, minLat, maxLon, maxLat];
      if (continent === 'Europe') await screenshot(page, 'network-europe');
    }
  });
});

test.describe('My networks on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('as the page opens on a touch screen, the list below the map has no target too small or covered, its cards not laid out yet', async ({ page }) => {
    await signIn(page, 'customer', '/networks');
    await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toBeAttached();
    await expect(page.locator('.net-list-item')).toHaveCount(24);
    // Nothing scrolled: the cards below the screen keep the size CSS gives them until they are laid out.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page, A11Y_EXCLUDE);
  });
});

test.describe('Contact Us', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'customer', '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('shows the office cards and the My networks map', async ({ page }) => {
    const offices = page.locator('.net-office');
    await expect(offices).toHaveCount(9);
    await expect(offices.locator('h3')).toHaveText([
      'Headquarters Netherlands',
      'Rotterdam',
      'Hilversum',
      'Hong Kong',
      'Bangkok',
      'Shanghai',
      'Qingdao',
      'Shenzhen',
      'Ningbo',
    ]);
    const rotterdam = offices.filter({ hasText: 'Rotterdam' }).first();
    await expect(rotterdam).toContainText('Waalhaven Zuidzijde 21');
    await expect(rotterdam.getByRole('link', { name: '+31 10 428 5600' })).toBeVisible();
    await expect(rotterdam.getByRole('link', { name: 'rotterdam@meridianfreight.com' })).toBeVisible();
    // "Where given": Qingdao has a phone but no e-mail of its own.
    const qingdao = offices.filter({ has: page.getByRole('heading', { name: 'Qingdao' }) });
    await expect(qingdao.getByRole('link')).toHaveCount(1);
    await expect(qingdao).not.toContainText('E-mail');

    await expect(page.getByRole('heading', { name: 'My networks' })).toBeVisible();
    const map = await mapReady(page);
    expect(Number(await map.getAttribute('data-marker-count'))).toBeGreaterThan(100);
    await page.waitForTimeout(500);
    await screenshot(page, 'contact');
    await expectAccessible(page, A11Y_EXCLUDE);
  });

  test("opened directly, the HTML names Contact Us's page scripts and each is fetched once", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/contact');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toBeVisible();
    const hinted = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const remote = hinted.filter((url) => new URL(url).origin !== new URL(page.url()).origin);
    // The lazy page's own chunk beside the remote's entry, so it no longer waits for the entry to run.
    expect(remote.some((url) => /\/contact\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    expect(remote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // The hint is the same request as webpack's own script load (no `crossorigin` on either): one fetch each.
    for (const url of remote) expect(scripts.filter((s) => s === url), url).toHaveLength(1);
  });

  test('sends a message after the 1 s delay and says so', async ({ page }) => {
    const textarea = page.getByRole('textbox', { name: /^Message/ });
    await expect(textarea).toHaveAttribute('rows', '6');
    // The organisation's name ends the sentence ("Retail B.V. We answer"), not "B.V.. We answer".
    const intro = page.locator('.net-contact-form p.muted').first();
    await expect(intro).toContainText('We answer by e-mail.');
    await expect(intro).not.toContainText('..');
    await expect(page.getByLabel('Subject').locator('option')).toHaveText(['Choose a subject', 'Sales inquiry', 'Support issue', 'Generic question', 'Other']);

    // Nothing is sent while the form is incomplete.
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact/sendEmailMessage')) posts++;
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please choose a subject.')).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();
    expect(posts).toBe(0);

    await page.getByLabel('Subject').selectOption('Sales inquiry');
    await textarea.fill('Could you quote 2 x 40HC Shanghai to Rotterdam, loading next month?');
    const clickedAt = Date.now();
    const request = page.waitForRequest('**/api/contact/sendEmailMessage');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Sending...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const sent = await request;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
    expect(sent.postDataJSON()).toEqual({
      subject: 'Sales inquiry',
      message: 'Could you quote 2 x 40HC Shanghai to Rotterdam, loading next month?',
      method: 'email',
    });

    await expect(page.locator('.net-sent')).toHaveText('Email successfully sent!');
    await expect(page.getByText('Email successfully sent!').first()).toBeVisible();
    await expect(textarea).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await screenshot(page, 'contact-sent');
  });

  test('says the message was not sent when the server fails, and keeps it', async ({ page }) => {
    await page.route('**/api/contact/sendEmailMessage', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'An unknown error occurred.' }) }),
    );
    await page.getByLabel('Subject').selectOption('Support issue');
    await page.getByRole('textbox', { name: /^Message/ }).fill('My tracker shows no events for MSKU1234565.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Sending...')).toBeVisible();
    await expect(page.locator('.net-send-status')).toContainText('Email not sent! Please try again.');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('My tracker shows no events for MSKU1234565.');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await screenshot(page, 'contact-failed');
  });

  test('shows the reason when the user has sent too many messages', async ({ page }) => {
    await page.route('**/api/contact/sendEmailMessage', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '1200' },
        body: JSON.stringify({ message: 'You have sent several messages in a short time. Please try again in 20 minutes.', code: 'THROTTLED' }),
      }),
    );
    await page.getByLabel('Subject').selectOption('Other');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Hello again');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.net-send-status')).toContainText('Email not sent! Please try again. You have sent several messages in a short time.');
  });
});

test.describe('Contact Us when a load fails', () => {
  const fail = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'An unknown error occurred.' }) });

  test('the office cards and the form stay when the network map cannot load', async ({ page }) => {
    await page.route('**/api/networks/markers', fail);
    await signIn(page, 'customer', '/contact');
    await expect(page.getByRole('heading', { name: 'My networks' })).toBeVisible();
    await expect(page.getByText('The network locations could not be loaded.').first()).toBeVisible();
    const offices = page.locator('.net-office');
    await expect(offices).toHaveCount(9);
    await expect(offices.first().locator('h3')).toHaveText('Headquarters Netherlands');
    await expect(offices.first().getByRole('link', { name: 'info@meridianfreight.com' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await screenshot(page, 'contact-network-failed');
  });

  test('when the offices cannot load the page says so, offers a retry and keeps the form and the map', async ({ page }) => {
    let failing = true;
    await page.route('**/api/networks/offices', (route) => (failing ? fail(route) : route.continue()));
    await signIn(page, 'customer', '/contact');
    const offices = page.getByRole('region', { name: 'Our offices' });
    await expect(offices.getByRole('alert')).toContainText('Our offices could not be loaded. You can still send us a message with the form above.');
    await expect(page.locator('.net-office')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(Number(await (await mapReady(page)).getAttribute('data-marker-count'))).toBeGreaterThan(100);
    await screenshot(page, 'contact-offices-failed');

    failing = false;
    await offices.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.net-office')).toHaveCount(9);
  });
});

test('without WebGL the markers are clustered on a canvas layer, and still open their popup', async ({ page }) => {
  await signIn(page, 'customer', '/networks?renderer=canvas');
  await liveMap(page);
  await showFromList(page, 'Bangkok', BANGKOK);
  await expect(page.getByRole('dialog', { name: BANGKOK })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(700);
  const box = (await page.locator('.net-map-canvas').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - 24);
  await expect(page.getByRole('dialog', { name: BANGKOK })).toBeVisible();
});

test('when the clustering worker cannot load supercluster, the page clusters the markers itself', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => /supercluster/.test(r.url()) && asked.push(new URL(r.url()).pathname));
  await page.route(/supercluster\.min\.[0-9a-f]+\.js$/, (route) => route.abort());
  await signIn(page, 'customer', '/networks');
  const map = await mapReady(page);
  expect(Number(await map.getAttribute('data-marker-count'))).toBeGreaterThan(100);
  // The worker's script was asked for (and refused), then the page's own chunk of supercluster.
  expect(asked.some((path) => /supercluster\.min\./.test(path))).toBe(true);
  expect(asked.some((path) => /\/supercluster\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  await showFromList(page, 'Bangkok', BANGKOK);
  await expect(page.getByRole('dialog', { name: BANGKOK })).toBeVisible();
});

test('the sharper basemap (1:50m) is fetched only once the map is zoomed in', async ({ page }) => {
  const detail: string[] = [];
  page.on('request', (r) => /countries-50m\.[0-9a-f]+\.json$/.test(new URL(r.url()).pathname) && detail.push(r.url()));
  await signIn(page, 'customer', '/networks');
  await liveMap(page);
  await page.waitForTimeout(500);
  expect(detail, 'nothing at world zoom').toEqual([]);
  for (let i = 0; i < 3; i++) {
    await page.locator('.net-map .ol-zoom-in').click();
    await page.waitForTimeout(400);
  }
  await expect.poll(() => detail.length).toBe(1);
  await page.waitForTimeout(800);
  await screenshot(page, 'network-zoomed-basemap');
});

test("Europe's markers gather in a cluster that opens on click", async ({ page }) => {
  await signIn(page, 'customer', '/networks');
  const map = await mapReady(page);
  const dutch = located(await networkData(page)).filter((l) => l.unlocode?.startsWith('NL'));
  expect(dutch.length).toBeGreaterThan(3);
  const world = await viewBox(map);
  const box = (await page.locator('.net-map-canvas').boundingBox())!;
  // Where the Netherlands are on the canvas (Web Mercator), and a few points around it: the
  // bubble sits at the middle of its members.
  const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const lon = dutch.reduce((sum, l) => sum + l.longitude!, 0) / dutch.length;
  const lat = dutch.reduce((sum, l) => sum + l.latitude!, 0) / dutch.length;
  const x = box.x + ((lon - world[0]) / (world[2] - world[0])) * box.width;
  const y = box.y + ((mercator(world[3]) - mercator(lat)) / (mercator(world[3]) - mercator(world[1]))) * box.height;
  let zoomed = false;
  for (const [dx, dy] of [[0, 0], [0, -8], [8, 0], [0, 8], [-8, 0], [12, -12], [-12, -12], [12, 12], [-12, 12], [0, -16], [16, 0], [0, 16], [-16, 0]]) {
    await page.mouse.click(x + dx, y + dy);
    await page.waitForTimeout(700);
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    const [minLon, , maxLon] = await viewBox(map);
    if (maxLon - minLon < (world[2] - world[0]) / 4) {
      zoomed = true;
      // The view now holds the cluster's members: the Netherlands are in it.
      expect(minLon).toBeLessThan(lon);
      expect(maxLon).toBeGreaterThan(lon);
      break;
    }
  }
  expect(zoomed, 'a click on the bubble zooms in to its members').toBe(true);
  await screenshot(page, 'network-cluster-opened');
});

test('the network pages work at tablet width', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'customer', '/networks');
  const map = await mapReady(page);
  expect((await map.boundingBox())!.width).toBeLessThanOrEqual(768);
  await expect(page.getByRole('button', { name: /^Oceania \(/ })).toBeVisible();
  await page.waitForTimeout(500);
  await screenshot(page, 'network-tablet');
  // One column: the form, the office cards, then the map, which is asked for only once scrolled to.
  const markers: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/networks/markers') && markers.push(r.url()));
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await expect(page.locator('.net-office').first()).toBeVisible();
  const [officesTop, mapTop] = await Promise.all([page.getByRole('region', { name: 'Our offices' }).boundingBox(), page.getByRole('heading', { name: 'My networks' }).boundingBox()]);
  expect(mapTop!.y).toBeGreaterThan(officesTop!.y);
  await page.getByRole('heading', { name: 'My networks' }).scrollIntoViewIfNeeded();
  await mapReady(page);
  await screenshot(page, 'contact-tablet');

  // On a phone the map is far below the first screen: its markers and OpenLayers wait for a scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  markers.length = 0;
  await page.goto('/contact');
  await expect(page.locator('.net-office').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(markers).toHaveLength(0);
  await page.getByRole('heading', { name: 'My networks' }).scrollIntoViewIfNeeded();
  await mapReady(page);
  expect(markers).toHaveLength(1);
});
