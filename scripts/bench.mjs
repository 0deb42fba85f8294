// `npm run bench`: builds for production, seeds SEED_SCALE=large into a temporary DATA_DIR, starts
// the portal on PORT_OFFSET=400 (BENCH_PORT_OFFSET moves it) and prints one table of bytes, paint
// timings, API throughput and large-scale query times against the performance budgets (scripts/bench/budgets.cjs).
//   --no-build-timing   skip timing the production builds (they take minutes on 2 cores)
//   --quick             shorter API runs (3 s instead of 5 s, three pairs a route)
//   --api-only          only the API throughput rows (no browser, no build timing, no large-scale queries)
//   --no-engines        skip SQLite against PostgreSQL (mock-api/bench/engines.ts, about 6 minutes)
//   --engines-only      only SQLite against PostgreSQL
//   --no-round-trip     skip PostgreSQL a round trip away (scripts/bench/instances.mjs, about 8 minutes):
//                       quote writes and dashboard reads, 16 connections through the portal host, 1 and 2
//                       instances, PostgreSQL behind a proxy holding each packet 1 ms each way, and SQLite
//   --round-trip-only   only that; --before=DIR measures another checkout's API (an earlier commit, its
//                       dependencies installed or linked) beside this one in the same run
//   --lighthouse-only   only Lighthouse's mobile profile on the phone-speed routes (scripts/bench/lighthouse.mjs)
//   --no-lighthouse     everything but Lighthouse
//   --lighthouse-runs=N runs each route N times (default 3) and keeps the median run
//   --lighthouse-languages=en,nl  measures each route in each language, their runs in turn (same load)
//   --cpu-only          only the renderer main thread's CPU time per route (scripts/bench/cpu-time.mjs):
//                       the sum of the page's main-thread task CPU times (trace `tdur`) on the phone-speed
//                       routes, before the LCP and in all, and a TBT-like "blocking at 4x"; unlike
//                       Lighthouse's simulated figures it hardly moves with the machine's load, so
//                       changes can be compared on a busy machine. Printed beside the Lighthouse table
//                       too (--lighthouse-only and the full run); --cpu-runs=N (default 3, median kept)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { startPortal } from './portal.mjs';
import { apiTargets, CONNECTIONS, ensureWrk, hammerPaired, signInLarge, startHelloWorld } from './bench/api.mjs';
import { launchChromium, paintTimings, ROUTES, weighRoute } from './bench/browser.cjs';
import { BYTE_BUDGETS, KB, TIME_BUDGETS } from './bench/budgets.cjs';
import { timeWorkspaceBuild } from './bench/build-times.mjs';
import { largeScaleP95 } from './bench/large-scale.mjs';
import { lighthouseRows, lighthouseTable } from './bench/lighthouse.mjs';
import { cpuRows, cpuTable } from './bench/cpu-time.mjs';
import { helpIfAsked } from './usage.mjs';

helpIfAsked(import.meta.url);
const args = process.argv.slice(2);
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 400);
const API_SECONDS = args.includes('--quick') ? 3 : 5;
const LIGHTHOUSE_ONLY = args.includes('--lighthouse-only');
const API_ONLY = args.includes('--api-only');
const LIGHTHOUSE = !API_ONLY && !args.includes('--no-lighthouse');
const LIGHTHOUSE_RUNS = Number(args.find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);
const LIGHTHOUSE_LANGUAGES = args.find((a) => a.startsWith('--lighthouse-languages='))?.split('=')[1].split(',') ?? [null];
const CPU_ONLY = args.includes('--cpu-only');
const CPU_RUNS = Number(args.find((a) => a.startsWith('--cpu-runs='))?.split('=')[1] ?? 3);
const loadNow = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

const rows = [];
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const msText = (n) => `${Math.round(n)} ms`;
const verdict = (ok) => (ok ? 'pass' : 'FAIL');
function row(measure, value, budget = '', ok) {
  rows.push({ measure, value, budget, result: ok === undefined ? '' : verdict(ok) });
}
const log = (text) => console.error(`› ${text}`);

/** Bytes and requests per route on a cold cache, run-time sharing, paint timings and the warm switch. */
async function browserRows(browser, portal) {
  log('Cold-cache page loads in headless Chromium');
  const weighed = [];
  for (const route of ROUTES) weighed.push(await weighRoute(browser, portal.url, route));
  for (const w of weighed) {
    const budget = w.route === '/login' ? BYTE_BUDGETS.shellFirstPage : w.route === '/shipments' ? BYTE_BUDGETS.dashboardRoute : undefined;
    const label = w.route === '/login' ? "/login (the shell's first page)" : w.route;
    row(
      `JS on the wire, cold: ${label}`,
      `${kb(w.bytes)} in ${w.requests} requests (shell ${kb(w.shellBytes)}, ${Math.round((100 * w.shellBytes) / w.bytes)} %)`,
      budget ? `<= ${kb(budget)}` : '',
      budget ? w.bytes <= budget : undefined,
    );
  }
  const shellFirst = weighed[0];
  row(
    "heavy libraries in the shell's first load",
    shellFirst.heavyLibraries.join(', ') || 'none',
    'no OpenLayers, no AG Grid',
    shellFirst.heavyLibraries.length === 0,
  );
  const copies = Math.max(...weighed.map((w) => w.reactDomCopies));
  row(
    'React DOM copies at run time (most on any route)',
    String(copies),
    '1',
    weighed.every((w) => w.reactDomCopies === 1),
  );
  const twice = [...new Set(weighed.flatMap((w) => w.sharedLoadedTwice))];
  const libs = [...new Set(weighed.flatMap((w) => w.sharedLoaded))].filter((l) => !l.includes('/'));
  row('shared libraries loaded more than once', twice.join('; ') || `none (${libs.length} shared: ${libs.join(', ')})`, 'none', twice.length === 0);

  for (const cpuSlowdown of [1, 4]) {
    log(`Paint timings, CPU slowdown ${cpuSlowdown}x`);
    const t = await paintTimings(browser, portal.url, { cpuSlowdown });
    const suffix = cpuSlowdown === 1 ? '' : `, ${cpuSlowdown}x CPU slowdown`;
    const lcpBudget = cpuSlowdown === 1 ? TIME_BUDGETS.lcpMs : TIME_BUDGETS.lcpMsCpu4x;
    row(`FCP, cold /shipments after sign-in${suffix}`, msText(t.fcp));
    row(`LCP, cold /shipments after sign-in${suffix}`, msText(t.lcp), `<= ${lcpBudget} ms`, t.lcp <= lcpBudget);
    row(
      `warm switch MyDashboard <-> Quotes (median of 5)${suffix}`,
      msText(t.warmSwitch),
      cpuSlowdown === 1 ? `<= ${TIME_BUDGETS.warmSwitchMs} ms` : '',
      cpuSlowdown === 1 ? t.warmSwitch <= TIME_BUDGETS.warmSwitchMs : undefined,
    );
  }
  await browser.close();
}

/** SQLite and PostgreSQL, one instance each, at 20 and 100 connections (mock-api/bench/engines.ts). */
function engineRows() {
  log('SQLite against PostgreSQL, one API instance each (mock-api/bench/engines.ts)');
  const tsx = path.join(import.meta.dirname, '..', 'mock-api/node_modules/.bin/tsx');
  const res = spawnSync(tsx, ['bench/engines.ts', '--json', ...(args.includes('--quick') ? ['--quick'] : [])], {
    cwd: path.join(import.meta.dirname, '..', 'mock-api'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_PORT_OFFSET: String(OFFSET + 50) },
  });
  if (res.status !== 0) throw new Error('the engines benchmark failed');
  for (const r of JSON.parse(res.stdout.trim().split('\n').at(-1))) {
    row(
      `API ${r.route}, ${r.engine}, ${r.connections} connections`,
      `${r.rps} req/s = ${Math.round(r.ratio * 100)} % of hello-world's ${r.helloRps}, p50 ${r.p50} ms, p99 ${r.p99} ms`,
    );
  }
}

/** The largest shares of what PostgreSQL's connections waited on during a run (scripts/bench/instances.mjs). */
const waitsText = (waits) =>
  Object.entries(waits)
    .slice(0, 3)
    .map(([what, share]) => `${what} ${Math.round(share * 100)} %`)
    .join(', ') || 'none busy';

/** PostgreSQL 1 ms away and SQLite, 1 and 2 instances behind the portal host, 16 writers or readers (scripts/bench/instances.mjs). */
function roundTripRows() {
  const before = args.find((a) => a.startsWith('--before='));
  log(`PostgreSQL a round trip away (1 ms each way) and SQLite, 1 and 2 instances${before ? ', before and after' : ''} (scripts/bench/instances.mjs)`);
  const res = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, 'bench/instances.mjs'), '--engines=postgres,sqlite', '--delay-ms=1', '--connections=16', '--routes=quote,data', '--instances=1,2', `--seconds=${API_SECONDS}`, '--json', ...(before ? [before] : [])],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_PORT_OFFSET: String(OFFSET + 70) } },
  );
  if (res.status !== 0) throw new Error('the round-trip benchmark failed');
  for (const r of JSON.parse(res.stdout.trim().split('\n').at(-1)))
    row(
      `API ${r.route}, ${r.engine}, ${r.instances} instance(s), ${r.connections} connections`,
      `${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.waits ? `; PostgreSQL waiting on ${waitsText(r.waits)}` : ''}`,
    );
}

async function main() {
  if (!LIGHTHOUSE_ONLY && !CPU_ONLY) ensureWrk();
  if (args.includes('--engines-only')) {
    engineRows();
    console.table(rows);
    return;
  }
  if (args.includes('--round-trip-only')) {
    roundTripRows();
    console.table(rows);
    return;
  }
  log('Production build of what changed');
  await buildApps();
  if (!args.includes('--no-build-timing') && !API_ONLY && !LIGHTHOUSE_ONLY && !CPU_ONLY) {
    log('Timing production builds (each app into a temporary folder)');
    const t = timeWorkspaceBuild('quotes');
    row('build: whole workspace (7 apps, one after the other)', `${t.workspace.toFixed(1)} s`);
    row(`build: one remote (mfe-${t.remote})`, `${t.remoteSeconds.toFixed(1)} s`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  log(`Seeding SEED_SCALE=large into ${dataDir} and starting the portal on offset ${OFFSET}`);
  const portal = await startPortal(
    { PORT_OFFSET: String(OFFSET), DATA_DIR: dataDir, SEED_SCALE: 'large', LOGIN_RATE_LIMIT: '10000', NODE_ENV: 'production' },
    { quiet: true },
  );
  const browser = API_ONLY || LIGHTHOUSE_ONLY || CPU_ONLY ? null : await launchChromium();
  let lighthouse = null;
  let cpu = null;
  try {
    if (browser) await browserRows(browser, portal);
    if (LIGHTHOUSE && !CPU_ONLY) {
      log(`Lighthouse, default mobile profile, ${LIGHTHOUSE_RUNS} run(s) a route, median kept (load ${loadNow()})`);
      lighthouse = lighthouseTable(await lighthouseRows(portal.url, { runs: LIGHTHOUSE_RUNS, languages: LIGHTHOUSE_LANGUAGES }));
    }
    if (LIGHTHOUSE || CPU_ONLY) {
      log(`Renderer main-thread CPU time from a Chromium trace, ${CPU_RUNS} run(s) a route, median kept (load ${loadNow()})`);
      cpu = cpuTable(await cpuRows(portal.url, { runs: CPU_RUNS, languages: LIGHTHOUSE_LANGUAGES }));
    }
    if (CPU_ONLY) return printCpu(cpu);
    if (LIGHTHOUSE_ONLY) {
      printLighthouse(lighthouse);
      return printCpu(cpu);
    }
    log(`API throughput, ${CONNECTIONS} connections: each route in 3 pairs of ${API_SECONDS} s runs with hello-world, after a warm-up`);
    const hello = await startHelloWorld(8087 + OFFSET);
    try {
      const apiOrigin = `http://127.0.0.1:${portal.ports.api}`;
      const baseline = { name: 'hello-world', url: hello.url };
      const k = (rps) => `${(rps / 1000).toFixed(1)}k`;
      for (const target of apiTargets(apiOrigin, await signInLarge(apiOrigin))) {
        const r = await hammerPaired(baseline, target, API_SECONDS);
        const ok = r.ratio >= TIME_BUDGETS.apiThroughputRatio && r.p99 <= TIME_BUDGETS.apiP99Ms;
        const pairs = r.pairs.map((p) => `${k(p.run.rps)}/${k(p.base.rps)}`).join(', ');
        row(
          `API ${r.name}`,
          `${Math.round(r.rps)} req/s = ${Math.round(r.ratio * 100)} % of hello-world's ${Math.round(r.helloRps)}, p50 ${r.p50} ms, p99 ${r.p99} ms (route/hello pairs: ${pairs})`,
          `>= ${TIME_BUDGETS.apiThroughputRatio * 100} %, p99 <= ${TIME_BUDGETS.apiP99Ms} ms`,
          ok,
        );
      }
    } finally {
      hello.stop();
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!args.includes('--no-engines')) engineRows();
  if (!args.includes('--no-round-trip')) roundTripRows();

  if (!API_ONLY) {
    log('Large-scale query times (mock-api/bench, one request at a time)');
    const large = largeScaleP95();
    row('MyShipments table page p95, SEED_SCALE=large (worst scenario)', `${large.tablePageP95} ms`);
    row('UN/LOCODE search p95 over HTTP, 100 000 rows (worst search)', `${large.unlocodeSearchP95} ms`);
  }

  console.log(`\nPortal benchmark · ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · load ${loadNow()}`);
  console.table(rows);
  if (lighthouse) printLighthouse(lighthouse);
  if (cpu) printCpu(cpu);
  const failed = rows.filter((r) => r.result === 'FAIL').length;
  console.log(failed ? `${failed} budget(s) not met` : 'Every budget met');
  // A benchmark reports; it exits 0 unless it could not measure.
}

/** The phone-speed table: one line a route, ✗ where a target is missed, the load average during each route's runs. */
function printLighthouse(table) {
  console.log(`\nLighthouse ${'mobile'} (simulated slow 4G, 4x CPU slowdown), Debian chromium, signed in · ${new Date().toISOString()} · load ${loadNow()}`);
  console.table(table);
}

/** The CPU table beside Lighthouse's: load-independent, for comparing changes on a busy machine. */
function printCpu(table) {
  console.log(`\nRenderer main-thread CPU per route (Chromium trace, task tdur; 412 px, no throttling, signed in, cold cache) · ${new Date().toISOString()} · load ${loadNow()}`);
  console.table(table);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
