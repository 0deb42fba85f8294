// The long tasks of one signed-in page load and what runs in them, from a Chromium trace with V8's
// sampling profiler: each renderer main-thread task longer than --min ms (12 by default: at
// Lighthouse's 4x slowdown such a task blocks for more than 50 ms), its start and duration, the
// trace events it holds (script evaluation, parse, style, layout, paint) and the functions with the
// most self time in it. Where a script has a source map beside it (a build with
// `SOURCE_MAPS=1 node scripts/build.mjs shell`), a function is named by its source file.
//   node scripts/bench/long-tasks.mjs --url=http://localhost:9180 --route=/portal [--cpu=4] [--min=12] [--runs=1] [--top=6]
//     [--by=source] (self time per package or source file rather than per function) [--save=DIR] (the traces)
//     [--on=cpu] (tasks by their CPU time, which a busy machine stretches less than their wall time)
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { LIGHTHOUSE_ROUTES } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { launchChromium } = require('./browser.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'v8', 'loading', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Trace events that say what a task did, summed per kind (their own names are kept for scripts). */
const KINDS = {
  EvaluateScript: 'evaluate',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  FunctionCall: 'call',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'V8.GC_SCAVENGER': 'gc',
  MajorGC: 'gc',
  MinorGC: 'gc',
  TimerFire: 'timer',
  FireAnimationFrame: 'rAF',
  RunMicrotasks: 'microtasks',
};

/** source-map-js, which the build tools depend on (pnpm does not hoist it to the root). */
function sourceMapLibrary() {
  try {
    return require.resolve('source-map-js', { paths: [root] });
  } catch {
    const store = path.join(root, 'node_modules/.pnpm');
    const dir = fs.readdirSync(store).find((d) => d.startsWith('source-map-js@'));
    return path.join(store, dir, 'node_modules/source-map-js');
  }
}

/** Source maps of the built apps, read once, for naming minified functions. */
const maps = new Map();
function sourceMapFor(url) {
  if (maps.has(url)) return maps.get(url);
  let consumer = null;
  try {
    const file = new URL(url).pathname.replace(/^\//, '');
    const candidates = ['shell', 'mfe-dashboard', 'mfe-quotes', 'mfe-documents', 'mfe-network', 'mfe-reference', 'mfe-external-apps'].map((app) => path.join(root, app, 'dist', `${file}.map`));
    const found = candidates.find((f) => fs.existsSync(f));
    if (found) {
      const { SourceMapConsumer } = require(sourceMapLibrary());
      consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(found, 'utf8')));
    }
  } catch {
    consumer = null;
  }
  maps.set(url, consumer);
  return consumer;
}

/** A frame's package (node_modules) or source file, for `--by=source`. */
function sourceOf(frame) {
  const named = nameOf(frame);
  const at = named.lastIndexOf(' ');
  const file = at < 0 ? named : named.slice(at + 1).replace(/:\d+(:\d+)?$/, '');
  const pkg = /^(@[^/]+\/[^/]+|[^@/][^/]*)\/(dist|lib|cjs|esm|src|index)/.exec(file);
  return pkg && !file.startsWith('src/') && !file.startsWith('shared/') ? pkg[1] : file;
}

function nameOf(frame) {
  const url = frame.url || '';
  const short = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  const fn = frame.functionName || '(anonymous)';
  if (!url) return fn;
  const consumer = sourceMapFor(url);
  if (consumer) {
    const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (pos.source) {
      const src = pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
      return `${pos.name ?? fn} ${src}:${pos.line}`;
    }
  }
  return `${fn} ${short}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

/** Samples of V8's profiler on one thread: [{ ts, frame }] with the sampled (innermost) frame. */
function samplesOf(events, key) {
  const nodes = new Map();
  const samples = [];
  const byId = new Map();
  const pid = key.split(':')[0];
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== key) continue;
    if (e.name === 'Profile') byId.set(e.id, { time: e.args.data.startTime });
  }
  // The chunks come from the profiler's own thread of the same process, under the profile's id.
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || String(e.pid) !== pid) continue;
    const profile = byId.get(e.id);
    if (!profile) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node.callFrame);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.time += deltas[i] ?? 0;
      samples.push({ ts: profile.time, node: `${e.id}:${ids[i]}` });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  return samples.map((s, i) => ({ ts: s.ts, dt: (samples[i + 1]?.ts ?? s.ts) - s.ts, frame: nodes.get(s.node) }));
}

/** The renderer main thread that ran the origin's scripts (the busiest one). */
function mainThread(events, origin) {
  const renderers = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!renderers.has(key) || e.ph !== 'X' || e.name !== 'RunTask') continue;
    busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const ran = new Set(events.filter((e) => renderers.has(`${e.pid}:${e.tid}`) && String(e.args?.data?.url ?? '').startsWith(origin)).map((e) => `${e.pid}:${e.tid}`));
  return [...busy.entries()].filter(([k]) => ran.has(k)).sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Every top-level task over `minMs` on the page's main thread, with its events and hottest functions. */
export function longTasks(events, origin, { minMs = 12, top = 6, by = 'function', on = 'wall' } = {}) {
  const key = mainThread(events, origin);
  const own = events.filter((e) => `${e.pid}:${e.tid}` === key).sort((a, b) => a.ts - b.ts);
  const navStart = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === key && e.args?.data?.isLoadingMainFrame)?.ts ?? own[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === key)?.ts;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && `${e.pid}:${e.tid}` === key).at(-1)?.ts;
  const tasks = [];
  let end = -Infinity;
  for (const e of own) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    tasks.push(e);
  }
  const samples = samplesOf(events, key);
  const rel = (ts) => Math.round((ts - navStart) / 1000);
  const out = [];
  let totalBlocking = 0;
  for (const t of tasks) {
    const ms = (t.dur ?? 0) / 1000;
    if (fcp && t.ts >= fcp) totalBlocking += Math.max(0, ms - 50);
    // `on: 'cpu'` picks tasks by the thread's own CPU time: what a busy machine's waits do not stretch.
    if ((on === 'cpu' ? (t.tdur ?? 0) / 1000 : ms) < minMs) continue;
    const inside = own.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t);
    const kinds = {};
    const scripts = new Set();
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      // Nested events of the same kind would count twice: only the outermost of a kind counts.
      kinds[kind] = kinds[kind] ?? { ms: 0, end: -Infinity };
      if (e.ts >= kinds[kind].end) {
        kinds[kind].ms += (e.dur ?? 0) / 1000;
        kinds[kind].end = e.ts + (e.dur ?? 0);
      }
      const url = e.args?.data?.url;
      if ((e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile') && url) scripts.add(url.replace(/^https?:\/\/[^/]+/, ''));
    }
    const self = new Map();
    for (const s of samples) {
      if (s.ts < t.ts || s.ts >= t.ts + t.dur || !s.frame) continue;
      const name = by === 'source' ? (s.frame.url ? sourceOf(s.frame) : s.frame.functionName || '(native)') : s.frame.url || s.frame.functionName.startsWith('(') ? nameOf(s.frame) : s.frame.functionName;
      // A sample stands for the time up to the next one, but not beyond the task's end (the next may be a task later).
      self.set(name, (self.get(name) ?? 0) + Math.min(s.dt, t.ts + t.dur - s.ts) / 1000);
    }
    out.push({
      at: rel(t.ts),
      ms: Math.round(ms * 10) / 10,
      // The thread's own CPU time: below the wall time when the task waited (a synchronous IPC, another process).
      cpuMs: Math.round((t.tdur ?? 0) / 100) / 10,
      scripts: [...scripts].slice(0, 4),
      kinds: Object.entries(kinds)
        .filter(([, v]) => v.ms >= 0.5)
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([k, v]) => `${k} ${v.ms.toFixed(1)}`),
      hottest: [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([n, v]) => `${n} ${v.toFixed(1)}`),
    });
  }
  return { tasks: out, fcp: fcp && rel(fcp), lcp: lcp && rel(lcp), count: tasks.length, blockingOverFcp: Math.round(totalBlocking) };
}

async function traceOnce(browser, origin, route, cpu) {
  const context = await browser.newContext({ baseURL: origin, ...PHONE });
  try {
    const res = await context.request.post('/api/login', { data: route.account });
    if (res.status() !== 200) throw new Error(`Sign-in answered ${res.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(route.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
    return events;
  } finally {
    await context.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
  const url = arg('url', `http://localhost:${8080 + Number(process.env.PORT_OFFSET ?? 0)}`);
  const origin = new URL(url).origin;
  const only = process.argv.filter((a) => a.startsWith('--route=')).map((a) => a.slice('--route='.length));
  const routes = only.length ? only.map((p) => LIGHTHOUSE_ROUTES.find((r) => r.path === p) ?? { path: p, account: LIGHTHOUSE_ROUTES[0].account }) : [LIGHTHOUSE_ROUTES.find((r) => r.path === '/portal')];
  const cpu = Number(arg('cpu', 1));
  const save = arg('save');
  const browser = await launchChromium();
  try {
    for (const route of routes) {
      for (let run = 1; run <= Number(arg('runs', 1)); run++) {
        const events = await traceOnce(browser, origin, route, cpu);
        if (save) fs.writeFileSync(path.join(save, `${route.path.replace(/\W+/g, '_')}-${cpu}x-${run}.json`), JSON.stringify(events));
        const r = longTasks(events, origin, { minMs: Number(arg('min', 12)), top: Number(arg('top', 6)), by: arg('by', 'function'), on: arg('on', 'wall') });
        console.log(`\n${route.path} at ${cpu}x CPU, run ${run} · load ${os.loadavg()[0].toFixed(1)} · FCP ${r.fcp} ms, LCP ${r.lcp} ms · ${r.count} tasks, blocking (wall > 50 ms after FCP) ${r.blockingOverFcp} ms`);
        for (const t of r.tasks) {
          console.log(`  @${t.at} ms  ${t.ms} ms (cpu ${t.cpuMs})  ${t.scripts.join(' ') || '-'}`);
          console.log(`     events: ${t.kinds.join(', ') || '-'}`);
          console.log(`     self:   ${t.hottest.join(' | ')}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}
