// Measures how smoothly the "My networks" map pans and zooms, in headless Chromium with
// --disable-gpu (software WebGL, the slowest case):
//
//   PORTAL=http://localhost:8580 node mfe-network/scripts/bench-map.mjs      (a running portal)
//   PORT_OFFSET=800 node mfe-network/scripts/bench-map.mjs                   (starts its own, see below)
//
// Without PORTAL it starts the built portal itself on PORT_OFFSET's ports with SEED_SCALE=large
// (10 000 locations; SEED_SCALE overrides) in a temporary DATA_DIR, and stops it at the end.
// RENDERER=canvas|webgl forces the marker layer (default: the page's own choice).
//
// Prints the marker count, the time to a drawn map, and frame statistics while dragging,
// wheel-zooming and fitting continents (frames are counted with requestAnimationFrame).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../e2e/package.json'));
const { chromium } = require('@playwright/test');

let PORTAL = process.env.PORTAL;
let ownPortal = null;
if (!PORTAL) {
  const { startPortal } = await import('../../scripts/portal.mjs');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-map-'));
  const seedScale = process.env.SEED_SCALE ?? 'large';
  const startedAt = Date.now();
  const portal = await startPortal({ SEED_SCALE: seedScale, DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' }, { quiet: true });
  // The API is a child process: it must not outlive this script, whatever ends it.
  process.on('exit', () => portal.api.kill('SIGTERM'));
  ownPortal = { portal, dataDir };
  PORTAL = portal.url;
  console.log(`portal ${PORTAL} (SEED_SCALE=${seedScale}, fresh database) up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
const renderer = process.env.RENDERER ? `?renderer=${process.env.RENDERER}` : '';

function stats(name, times) {
  const gaps = times
    .slice(1)
    .map((t, i) => t - times[i])
    .sort((a, b) => a - b);
  const total = times[times.length - 1] - times[0];
  const pct = (p) => gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))].toFixed(1);
  console.log(
    `${name.padEnd(22)} ${String(gaps.length).padStart(4)} frames in ${total.toFixed(0)} ms = ${((gaps.length * 1000) / total).toFixed(1)} fps; frame ms p50 ${pct(0.5)}, p95 ${pct(0.95)}, max ${gaps[gaps.length - 1].toFixed(1)}`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
await page.goto(`${PORTAL}/networks${renderer}`);
await page.getByLabel('E-mail').fill('customer@portal.test');
await page.getByLabel('Password').fill('Customer!2345');
const started = Date.now();
await page.getByRole('button', { name: 'Sign in' }).click();
const map = page.locator('.net-map');
await map.and(page.locator('[data-fitted="All"]')).waitFor({ timeout: 120_000 });
console.log(
  `markers ${await map.getAttribute('data-marker-count')} (${await map.getAttribute('data-renderer')}); sign-in to fitted map ${Date.now() - started} ms`,
);

const box = await page.locator('.net-map-canvas').boundingBox();
const cx = box.x + box.width / 2;
const cy = box.y + box.height / 2;

async function measure(name, action) {
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => {
      window.__frames.push(t);
      if (window.__frames.length < 100000 && !window.__stop) requestAnimationFrame(tick);
    };
    window.__stop = false;
    requestAnimationFrame(tick);
  });
  await action();
  const frames = await page.evaluate(() => {
    window.__stop = true;
    return window.__frames;
  });
  stats(name, frames);
}

await measure('drag pan (2 s)', async () => {
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; i < 60; i++) {
    await page.mouse.move(cx - i * 8, cy - Math.sin(i / 6) * 40);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
});
await measure('wheel zoom in/out', async () => {
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, i < 4 ? -300 : 300);
    await page.waitForTimeout(250);
  }
});
await measure('continent fits', async () => {
  for (const c of ['Europe', 'Asia', 'America', 'All']) {
    await page.getByRole('button', { name: new RegExp(`^${c} \\(`) }).click();
    await map.and(page.locator(`[data-fitted="${c}"]`)).waitFor();
  }
});
await browser.close();
if (ownPortal) {
  await ownPortal.portal.stop();
  rmSync(ownPortal.dataDir, { recursive: true, force: true });
}
