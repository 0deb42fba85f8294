// What runs in a route's long tasks: one traced page load (as cpu-time.mjs takes it: signed in, cold
// cache, a phone's viewport, no throttling) with V8's sampling profiler on, then for every main-thread
// task of more than --min ms CPU (12 by default: at Lighthouse's 4x slowdown such a task blocks a phone
// for more than 50 ms) its script, CPU and wall time, and the functions the samples found in it (self
// time, by function and by script, with a few characters of the minified source at the function so a
// production build's names can be told apart).
//   node scripts/bench/task-profile.mjs --url=http://localhost:9180 --route=/reference/unlocode [--min=12] [--runs=1]
import os from 'node:os';
import { createRequire } from 'node:module';
import { LIGHTHOUSE_ROUTES } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { launchChromium } = require('./browser.cjs');

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const url = arg('url', `http://localhost:${8080 + Number(process.env.PORT_OFFSET ?? 0)}`);
const routePath = arg('route', '/reference/unlocode');
const minMs = Number(arg('min', 12));
const runs = Number(arg('runs', 1));
const route = LIGHTHOUSE_ROUTES.find((r) => r.path === routePath);
if (!route) throw new Error(`${routePath} is not one of the Lighthouse routes`);
const origin = new URL(url).origin;
const shortUrl = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(native)');

/** Samples of the profiled thread as [timestamp µs, stack of call frames (leaf first)]. */
function samplesOf(events, key) {
  const profiles = new Map();
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== key) continue;
    // Profile ids repeat across processes: a chunk is the profile's when its process and id match.
    if (e.name === 'Profile') profiles.set(`${e.pid}:${e.id}`, { start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !profiles.has(`${e.pid}:${e.id}`)) continue;
    const p = profiles.get(`${e.pid}:${e.id}`);
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  const out = [];
  for (const p of profiles.values()) {
    let t = p.start;
    p.samples.forEach((id, i) => {
      t += p.deltas[i] ?? 0;
      const stack = [];
      for (let n = p.nodes.get(id); n; n = n.parent === undefined ? undefined : p.nodes.get(n.parent)) stack.push(n.callFrame);
      out.push([t, stack]);
    });
  }
  return out.sort((a, b) => a[0] - b[0]);
}

async function sourceAt(cache, frame) {
  if (!frame.url || !frame.url.startsWith(origin)) return '';
  if (!cache.has(frame.url)) cache.set(frame.url, fetch(frame.url).then((r) => r.text()).catch(() => ''));
  const lines = (await cache.get(frame.url)).split('\n');
  const line = lines[frame.lineNumber] ?? '';
  return line.slice(frame.columnNumber, frame.columnNumber + 60).replace(/\s+/g, ' ');
}

const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL: origin, ...PHONE });
    const res = await context.request.post('/api/login', { data: route.account });
    if (res.status() !== 200) throw new Error(`Sign-in answered ${res.status()}`);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(route.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
    await context.close();
    const { mainThreadTasks, attribute } = await import('./cpu-time.mjs');
    const { key, tasks } = mainThreadTasks(events, origin);
    const attributed = attribute(tasks, events, key);
    const samples = samplesOf(events, key);
    const first = tasks[0]?.ts ?? 0;
    const total = attributed.reduce((n, t) => n + t.cpuMs, 0);
    const long = attributed.filter((t) => t.cpuMs > minMs);
    console.log(`\n${route.path} run ${run + 1}: ${Math.round(total)} ms main-thread CPU in ${attributed.length} tasks; ${long.length} over ${minMs} ms CPU (${Math.round(long.reduce((n, t) => n + t.cpuMs, 0))} ms); load ${os.loadavg()[0].toFixed(1)}`);
    const cache = new Map();
    for (const task of long) {
      const raw = tasks.find((t) => t.ts === task.ts);
      const inside = samples.filter(([t]) => t >= raw.ts && t <= raw.ts + raw.dur);
      const self = new Map();
      const byScript = new Map();
      const selfByScript = new Map();
      for (const [, stack] of inside) {
        const leaf = stack[0];
        if (!leaf) continue;
        const k = `${leaf.functionName || '(anonymous)'} ${shortUrl(leaf.url)}:${leaf.lineNumber}:${leaf.columnNumber}`;
        self.set(k, { n: (self.get(k)?.n ?? 0) + 1, frame: leaf });
        selfByScript.set(shortUrl(leaf.url), (selfByScript.get(shortUrl(leaf.url)) ?? 0) + 1);
        const scripts = new Set(stack.map((f) => shortUrl(f.url)).filter((u) => u !== '(native)' && u !== ''));
        for (const s of scripts) byScript.set(s, (byScript.get(s) ?? 0) + 1);
      }
      const n = inside.length || 1;
      console.log(`\n  @${Math.round((task.ts - first) / 1000)} ms  ${task.script}  ${Math.round(task.cpuMs)} ms CPU / ${Math.round(task.wallMs)} ms wall  (${inside.length} samples)`);
      console.log(`    scripts on the stack: ${[...byScript].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([s, c]) => `${s} ${Math.round((100 * c) / n)}%`).join(', ')}`);
      console.log(`    self time by script: ${[...selfByScript].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([s, c]) => `${s} ${Math.round((100 * c) / n)}%`).join(', ')}`);
      for (const [k, { n: c, frame }] of [...self].sort((a, b) => b[1].n - a[1].n).slice(0, 8)) {
        console.log(`    ${String(Math.round((100 * c) / n)).padStart(3)}%  ${k}  ${await sourceAt(cache, frame)}`);
      }
    }
  }
} finally {
  await browser.close();
}
