// The renderer main thread's own CPU time per route, from a Chromium trace: a figure that hardly
// depends on how busy the machine is (Lighthouse's mobile figures are simulated from the wall time
// of each task, so another process's build stretches them; a task's thread time `tdur` is not
// stretched, though a machine at load 20 still adds 10-20 %: compare runs taken back to back).
// `npm run bench -- --cpu-only` prints only this table; `--lighthouse-only` and the full bench
// print it beside the Lighthouse table. Alone:
//   node scripts/bench/cpu-time.mjs --url=http://localhost:9180 [--runs=3] [--route=/shipments] [--languages=en,nl] [--detail]
// (--languages: each route in each language, their runs in turn; the `portal.lang` cookie.)
// Each run opens the route signed in (the sign-in page signed out), on a cold cache, at a phone's viewport (Lighthouse's 412 x 823)
// and without CPU throttling, waits for the page to settle (network quiet, then 2 s without a
// request), and sums the `tdur` of every top-level task (RunTask) of the page's renderer main thread.
// "before LCP" sums the tasks that started before the last largest-contentful-paint candidate;
// "blocking at 4x" is a TBT-like figure from CPU time: the sum over tasks from first contentful
// paint on of (4 x CPU - 50 ms), where positive (Lighthouse's TBT uses simulated wall time up to TTI);
// it shows whether a change made tasks shorter, not what Lighthouse will print.
// --detail adds the longest tasks and the CPU time per script (a task counts for the first script
// it evaluates or calls, as Lighthouse attributes long tasks). --runs keeps the median run by total.
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { LIGHTHOUSE_ROUTES, routesNamed } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { launchChromium } = require('./browser.cjs');

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'loading', 'blink.user_timing'].join(',');
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const SETTLE_MS = 2000;
/** Lighthouse's mobile CPU slowdown: a task of t ms here blocks a phone for about 4 t ms. */
const PHONE_CPU_FACTOR = 4;

/** Waits until no request has started or finished for `quietMs` (and at most `maxMs`). */
async function settle(page, quietMs = SETTLE_MS, maxMs = 30_000) {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const started = Date.now();
  while (Date.now() - last < quietMs && Date.now() - started < maxMs) await new Promise((r) => setTimeout(r, 200));
}

/** The main thread of the renderer that drew the page: of the CrRendererMain threads that ran the origin's scripts, the busiest. */
export function mainThreadTasks(events, origin) {
  const renderers = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const mains = new Set(
    events.filter((e) => renderers.has(`${e.pid}:${e.tid}`) && String(e.args?.data?.url ?? '').startsWith(origin)).map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  let best = [];
  let bestKey = '';
  for (const [key, tasks] of byThread) {
    const sum = (list) => list.reduce((n, t) => n + (t.tdur ?? 0), 0);
    if (sum(tasks) > sum(best)) [best, bestKey] = [tasks, key];
  }
  // A nested message loop runs tasks inside a task: count the outer one only.
  best.sort((a, b) => a.ts - b.ts);
  const topLevel = [];
  let end = -Infinity;
  for (const t of best) {
    if (t.ts < end) continue;
    topLevel.push(t);
    end = t.ts + (t.dur ?? 0);
  }
  return { key: bestKey, tasks: topLevel };
}

/** The script a task ran first (EvaluateScript, FunctionCall, v8 compile), else 'unattributed'. */
export function attribute(tasks, events, key) {
  const scripted = events
    .filter(
      (e) =>
        `${e.pid}:${e.tid}` === key &&
        (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile' || e.name === 'TimerFire' || e.name === 'EventDispatch') &&
        (e.args?.data?.url || e.args?.data?.scriptName),
    )
    .sort((a, b) => a.ts - b.ts);
  let i = 0;
  return tasks.map((t) => {
    while (i < scripted.length && scripted[i].ts < t.ts) i++;
    const hit = scripted[i] && scripted[i].ts <= t.ts + (t.dur ?? 0) ? scripted[i] : null;
    const url = hit ? hit.args.data.url || hit.args.data.scriptName : '';
    return {
      ts: t.ts,
      cpuMs: (t.tdur ?? 0) / 1000,
      wallMs: (t.dur ?? 0) / 1000,
      script: url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : 'unattributed',
    };
  });
}

/** What one page load's trace says: main-thread CPU in all and before the LCP, blocking at 4x, longest tasks, CPU per script. */
export function summariseTrace(events, origin) {
  const { key, tasks } = mainThreadTasks(events, origin);
  const attributed = attribute(tasks, events, key);
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && `${e.pid}:${e.tid}` === key)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === key);
  const sum = (list) => list.reduce((n, t) => n + t.cpuMs, 0);
  const blocking = attributed.filter((t) => !fcp || t.ts >= fcp.ts).reduce((n, t) => n + Math.max(0, PHONE_CPU_FACTOR * t.cpuMs - 50), 0);
  const perScript = {};
  for (const t of attributed) perScript[t.script] = (perScript[t.script] ?? 0) + t.cpuMs;
  return {
    totalMs: sum(attributed),
    beforeLcpMs: lcp ? sum(attributed.filter((t) => t.ts < lcp.ts)) : NaN,
    blockingMs: blocking,
    tasks: attributed.length,
    longTasks: [...attributed].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 6),
    perScript: Object.entries(perScript)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6),
  };
}

/**
 * One traced page load: total main-thread CPU, CPU before the LCP, longest tasks, CPU per script.
 * Signed in as the route's account (none: signed out); in `language` when one is given (the
 * `portal.lang` cookie, as after a person's choice), checked by the page's <html lang>.
 */
export async function traceRoute(browser, origin, route, language = null) {
  const context = await browser.newContext({ baseURL: origin, ...PHONE });
  try {
    if (route.account) {
      const res = await context.request.post('/api/login', { data: route.account });
      if (res.status() !== 200) throw new Error(`Sign-in as ${route.account.email} answered ${res.status()}`);
    }
    if (language) await context.addCookies([{ name: 'portal.lang', value: language, url: origin }]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(route.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await settle(page);
    const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
    if (route.account && new URL(page.url()).pathname.startsWith('/login')) throw new Error(`${route.path} ended on the sign-in page`);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (language && lang !== language) throw new Error(`${route.path} was drawn in ${lang || 'no language'}, not ${language}`);
    return summariseTrace(events, origin);
  } finally {
    await context.close();
  }
}

/** `runs` traced loads per route; the median run by total CPU time. */
export async function cpuRows(portalUrl, { runs = 3, routes = LIGHTHOUSE_ROUTES, languages = [null], log = (t) => console.error(`› ${t}`) } = {}) {
  const origin = new URL(portalUrl).origin;
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const route of routes) {
      // The languages' runs in turn, so each sees the same moment of the machine.
      const results = new Map(languages.map((language) => [language, []]));
      for (let i = 0; i < runs; i++)
        for (const language of languages) {
          const own = results.get(language);
          own.push(await traceRoute(browser, origin, route, language));
          log(`${route.path}${language ? ` (${language})` : ''} cpu run ${i + 1}/${runs}: ${Math.round(own.at(-1).totalMs)} ms, load ${os.loadavg()[0].toFixed(1)}`);
        }
      for (const language of languages) {
        const own = results.get(language);
        const median = [...own].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(own.length / 2)];
        const who = !route.account ? 'signed out' : route.account.email.startsWith('admin') ? 'admin' : 'customer';
        rows.push({ route: route.path, language, who, ...median, runs: own });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function cpuTable(rows) {
  return rows.map((r) => ({
    route: r.who === 'customer' ? r.route : `${r.route} (${r.who})`,
    ...(r.language ? { language: r.language } : {}),
    'main-thread CPU': `${Math.round(r.totalMs)} ms`,
    'before LCP': Number.isNaN(r.beforeLcpMs) ? '–' : `${Math.round(r.beforeLcpMs)} ms`,
    'blocking at 4x': `${Math.round(r.blockingMs)} ms`,
    tasks: r.tasks,
    'all runs': r.runs.map((x) => Math.round(x.totalMs)).join(' '),
  }));
}

export function printCpuDetail(rows) {
  for (const r of rows) {
    console.log(`\n${r.route}${r.language ? ` (${r.language})` : ''}: ${Math.round(r.totalMs)} ms main-thread CPU, ${Math.round(r.beforeLcpMs)} ms before LCP`);
    console.log(`  longest tasks (CPU / wall): ${r.longTasks.map((t) => `${t.script} ${Math.round(t.cpuMs)}/${Math.round(t.wallMs)} ms`).join(', ')}`);
    console.log(`  per script: ${r.perScript.map(([s, ms]) => `${s} ${Math.round(ms)} ms`).join(', ')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) =>
    process.argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const url = arg('url') ?? `http://localhost:${8080 + Number(process.env.PORT_OFFSET ?? 0)}`;
  const only = process.argv.filter((a) => a.startsWith('--route=')).map((a) => a.slice('--route='.length));
  const routes = only.length ? routesNamed(only) : LIGHTHOUSE_ROUTES;
  const rows = await cpuRows(url, { runs: Number(arg('runs') ?? 3), routes, languages: arg('languages')?.split(',') ?? [null] });
  console.log(
    `\nRenderer main-thread CPU (trace tdur, no throttling, 412 px) · ${new Date().toISOString()} · ${url} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(cpuTable(rows));
  if (process.argv.includes('--detail')) printCpuDetail(rows);
}
