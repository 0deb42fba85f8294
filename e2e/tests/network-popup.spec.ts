import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn } from '../fixtures';

/**
 * A location's pop-up on the network map leaves the map usable, on a phone and on a desktop: its
 * zoom buttons take clicks, the map takes a drag, and the pop-up closes with its close button and
 * with Escape, also once the person has gone on to use the map.
 */

const BANGKOK = 'Meridian Freight (Thailand) Co., Ltd.';

/** "minLon,minLat,maxLon,maxLat" of what the map shows. */
async function viewBox(map: Locator): Promise<number[]> {
  return ((await map.getAttribute('data-view')) ?? '').split(',').map(Number);
}

/** OpenLayers' map (not its picture), drawn and fitted to the whole network. */
async function liveMap(page: Page): Promise<Locator> {
  const picture = page.locator('.net-map').first();
  await expect(picture).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.locator('.net-map-area').first().hover();
  const map = page.locator('.net-map[data-renderer="canvas"]');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-fitted', 'All');
  return map;
}

/** Opens Bangkok's pop-up from the list, and waits until the view has come to rest on it. */
async function openBangkok(page: Page, map: Locator): Promise<Locator> {
  await page.getByLabel('Search locations').fill('Bangkok');
  await page.getByRole('button', { name: `Show on map: ${BANGKOK}` }).click();
  const popup = page.getByRole('dialog', { name: BANGKOK });
  await expect(popup).toBeVisible();
  await settledView(map);
  return popup;
}

/** The view once two readings 300 ms apart agree (a move or zoom has ended). */
async function settledView(map: Locator): Promise<number[]> {
  let before = await viewBox(map);
  for (let reading = 0; reading < 30; reading++) {
    await map.page().waitForTimeout(300);
    const now = await viewBox(map);
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
  throw new Error('the map kept moving');
}

const width = (box: number[]) => box[2] - box[0];

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${size.width} px the pop-up leaves the zoom buttons and the map usable, and closes with its button and with Escape`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'customer', '/networks');
    const map = await liveMap(page);
    const popup = await openBangkok(page, map);

    // The zoom buttons take the click (Playwright clicks only what is not covered) and zoom.
    const before = await settledView(map);
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => width(await viewBox(map))).toBeLessThan(width(before) * 0.75);
    await expect(popup).toBeVisible();
    const zoomedIn = await settledView(map);
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => width(await viewBox(map))).toBeGreaterThan(width(zoomedIn) * 1.5);

    // A drag on the map, beside the pop-up, moves the view.
    const canvas = (await map.locator('.net-map-canvas').boundingBox())!;
    const card = (await popup.boundingBox())!;
    const below = card.y + card.height + 30 < canvas.y + canvas.height - 10;
    const start = { x: canvas.x + canvas.width / 2, y: below ? (card.y + card.height + canvas.y + canvas.height) / 2 : canvas.y + 30 };
    const moved = await settledView(map);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 60, start.y, { steps: 6 });
    await page.mouse.move(start.x - 120, start.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await viewBox(map))[0]).toBeGreaterThan(moved[0]);

    // Escape closes it, though the focus is on the map now rather than in the pop-up.
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    // Opened again, its close button closes it.
    const again = await openBangkok(page, map);
    await again.getByRole('button', { name: `Close details of ${BANGKOK}` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
