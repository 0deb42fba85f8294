// A table page's main-thread tasks on a phone's screen, by CPU time: Lighthouse's simulated TBT
// multiplies each task's wall time by 4, so on a shared machine another engineer's build inflates
// it; a trace's thread time (`tdur`) is far less sensitive to that. For each run it prints the
// tasks that would count as long at 4x (> 50 ms), their TBT-like sum (after first paint), the
// main thread's CPU time and how many grid cells were drawn. Issue 21's table work was measured
// with it (compare builds back to back; Lighthouse through /work/wt/lh/measure.sh for the figures):
//   node scripts/bench/main-thread-tasks.mjs --url=http://localhost:9180 --route=/documents [--admin] [--runs=3]
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const origin = new URL(arg('url') ?? `http://localhost:${8080 + Number(process.env.PORT_OFFSET ?? 0)}`).origin;
const route = arg('route') ?? '/documents';
const runs = Number(arg('runs') ?? 3);
const account = process.argv.includes('--admin') ? { email: 'admin@portal.test', password: 'Admin!2345' } : { email: 'customer@portal.test', password: 'Customer!2345' };

const puppeteer = await import(requireFromRoot.resolve('puppeteer-core', { paths: [path.dirname(requireFromRoot.resolve('lighthouse'))] }));
const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
if (res.status !== 200) throw new Error(`Sign-in answered ${res.status}`);
const cookies = res.headers.getSetCookie().map((line) => {
  const [pair] = line.split(';');
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: new URL(origin).hostname, path: '/' };
});
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
await browser.setCookie(...cookies);
const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    // Lighthouse's phone: 412 x 823 CSS pixels.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForSelector('.ag-row:not(.ag-row-loading) .ag-cell', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
    const cells = await page.evaluate(() => document.querySelectorAll('.ag-cell').length);
    await page.close();
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur && onMain(e));
    const cpu = tasks.reduce((sum, t) => sum + t.tdur, 0) / 1000;
    const long = tasks.filter((t) => t.ts >= fcp.ts).map((t) => (4 * t.tdur) / 1000).filter((d) => d > 50);
    const tbt = long.reduce((sum, d) => sum + d - 50, 0);
    results.push({ tbt, cpu });
    console.log(`${route} run ${i + 1}: ${cells} cells; main-thread CPU ${cpu.toFixed(0)} ms; long at 4x: ${long.map((d) => d.toFixed(0)).join(' ')}; TBT-like ${tbt.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
}
const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(`${route} median of ${runs}: TBT-like ${median('tbt').toFixed(0)} ms, main-thread CPU ${median('cpu').toFixed(0)} ms (load ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
