// Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown, a phone's screen) on
// Debian's chromium, signed in through the portal's own session cookie, over the main routes of
// the portal. `npm run bench -- --lighthouse-only` runs it on the bench's portal; alone:
//   node scripts/bench/lighthouse.mjs --url=http://localhost:9180 [--runs=3] [--route=/shipments] [--detail]
// (--route= takes any path of the portal too, opened as the demo customer: a shipment's page.)
// --languages=en,nl measures each route in each language, the runs of the languages taken in
// turn in one browser so they see the same load (the language is the `portal.lang` cookie the
// host and the shell follow, as after a person's choice; each route checks <html lang> first).
// --runs takes the median run of each route (by performance score); --detail prints where the
// main thread's time goes, the longest scripts and the LCP element, for finding what to fix;
// --save=<folder> keeps each run's full report (JSON, opens in the Lighthouse viewer).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

const CUSTOMER = { email: 'customer@portal.test', password: 'Customer!2345' };
const ADMIN = { email: 'admin@portal.test', password: 'Admin!2345' };

/** The routes with phone-speed targets, and who opens each (nobody: the sign-in page, signed out). */
export const LIGHTHOUSE_ROUTES = [
  { path: '/login', account: null },
  { path: '/shipments', account: CUSTOMER },
  { path: '/myshipments/sea', account: CUSTOMER },
  { path: '/quotes', account: CUSTOMER },
  { path: '/quotes/create', account: CUSTOMER },
  { path: '/documents', account: CUSTOMER },
  { path: '/networks', account: CUSTOMER },
  { path: '/contact', account: CUSTOMER },
  { path: '/portal', account: CUSTOMER },
  { path: '/reference/unlocode', account: ADMIN },
];

/**
 * The routes a --route= names: one of the above, or any other path of the portal (a shipment's
 * page, /myshipments/sea/SEA26-000006), opened as the demo customer.
 */
export function routesNamed(paths) {
  return paths.map((p) => LIGHTHOUSE_ROUTES.find((r) => r.path === p) ?? { path: p, account: CUSTOMER });
}

/** The phone-speed targets. */
export const LIGHTHOUSE_TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05, accessibility: 100, bestPractices: 100 };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

const load = () => os.loadavg()[0].toFixed(1);

/** Signs in through the API as the login page does and returns the cookies the answer set (session and the readable hint). */
async function signInCookies(origin, account) {
  const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (res.status !== 200) throw new Error(`Sign-in as ${account.email} answered ${res.status}`);
  const host = new URL(origin).hostname;
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const httpOnly = attributes.some((a) => a.toLowerCase() === 'httponly');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: host, path: '/', httpOnly, sameSite: 'Lax' };
  });
}

/** One Lighthouse run on a route: the figures of the table and, for --detail, where the time went. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const breakdown = (audit('mainthread-work-breakdown')?.details?.items ?? []).map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`);
  const scripts = (audit('bootup-time')?.details?.items ?? []).slice(0, 5).map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.scripting)} ms`);
  const lcpParts = audit('lcp-breakdown-insight')?.details?.items ?? [];
  const lcpNode = lcpParts.find((i) => i.type === 'node');
  const lcpPhases = (lcpParts.find((i) => i.type === 'table')?.items ?? []).map((p) => `${p.label} ${Math.round(p.duration)} ms`);
  const shifts = (audit('layout-shifts')?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? ''}`);
  const longTasks = (audit('long-tasks')?.details?.items ?? []).slice(0, 5).map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.duration)} ms`);
  const failing = ['accessibility', 'best-practices'].flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? []).filter((r) => r.weight > 0 && audit(r.id)?.score !== null && audit(r.id)?.score < 1).map((r) => `${cat}: ${r.id}`),
  );
  return {
    performance: score('performance'),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    detail: { breakdown, scripts, lcpElement: lcpNode ? `${lcpNode.selector} "${(lcpNode.nodeLabel ?? '').slice(0, 50)}"` : 'none', lcpPhases, shifts, longTasks, failing },
  };
}

/** Opens the route once and fails unless the page is drawn in `language` (its <html lang>), so a figure is never the other language's. */
async function assertLanguage(browser, url, language) {
  const page = await browser.newPage();
  try {
    // Not 'networkidle': a signed-in page keeps the notifications' stream open. Its heading is drawn once its messages are in.
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('main h1, h1', { timeout: 60_000 });
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) throw new Error(`${url} was drawn in ${lang || 'no language'}, not ${language}`);
  } finally {
    await page.close();
  }
}

const medianBy = (runs, key) => [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)];

/**
 * Runs Lighthouse `runs` times on each route against a running portal and returns one row per
 * route (the median run by performance score) with the machine's load before and after.
 */
export async function lighthouseRows(portalUrl, { runs = 1, routes = LIGHTHOUSE_ROUTES, languages = [null], saveDir, log = (t) => console.error(`› ${t}`) } = {}) {
  const { default: lighthouse } = await import(requireFromRoot.resolve('lighthouse'));
  const chromeLauncher = await import(requireFromRoot.resolve('chrome-launcher'));
  const puppeteer = await import(requireFromRoot.resolve('puppeteer-core', { paths: [path.dirname(requireFromRoot.resolve('lighthouse'))] }));
  const origin = new URL(portalUrl).origin;
  const rows = [];
  for (const route of routes) {
    // A fresh browser per route: one route's cache does not warm the next (Lighthouse also clears the origin's cache).
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      if (route.account) await browser.setCookie(...(await signInCookies(origin, route.account)));
      const results = new Map(languages.map((language) => [language, []]));
      const loadBefore = new Map();
      for (let i = 0; i < runs; i++) {
        for (const language of languages) {
          if (language) await browser.setCookie({ name: 'portal.lang', value: language, domain: new URL(origin).hostname, path: '/', sameSite: 'Lax' });
          if (i === 0 && language) await assertLanguage(browser, `${origin}${route.path}`, language);
          if (i === 0) loadBefore.set(language, load());
          const page = await browser.newPage();
          const result = await lighthouse(`${origin}${route.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }, undefined, page);
          await page.close();
          const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
          if (route.account && finalPath.startsWith('/login')) throw new Error(`${route.path} ended on the sign-in page: the cookie was not taken`);
          const own = results.get(language);
          own.push(summarise(result.lhr));
          if (saveDir) writeFileSync(path.join(saveDir, `${route.path.slice(1).replace(/\//g, '_')}${language ? `-${language}` : ''}-${i + 1}.json`), JSON.stringify(result.lhr));
          log(`${route.path}${language ? ` (${language})` : ''} run ${i + 1}/${runs}: performance ${own.at(-1).performance}, accessibility ${own.at(-1).accessibility}, load ${load()}`);
        }
      }
      await browser.disconnect();
      for (const language of languages) {
        const own = results.get(language);
        rows.push({ route: route.path, language, who: route.account === ADMIN ? 'admin' : route.account ? 'customer' : 'signed out', ...medianBy(own, 'performance'), runs: own, load: `${loadBefore.get(language)}→${load()}` });
      }
    } finally {
      chrome.kill();
    }
  }
  return rows;
}

const ms = (n) => `${(n / 1000).toFixed(2)} s`;

/** The rows as printed: one line a route, marked where a target is missed. */
export function lighthouseTable(rows) {
  const t = LIGHTHOUSE_TARGETS;
  const mark = (ok, text) => (ok ? text : `${text} ✗`);
  return rows.map((r) => ({
    route: r.who === 'customer' ? r.route : `${r.route} (${r.who})`,
    ...(r.language ? { language: r.language } : {}),
    performance: mark(r.performance >= t.performance, String(r.performance)),
    LCP: mark(r.lcp <= t.lcpMs, ms(r.lcp)),
    TBT: mark(r.tbt <= t.tbtMs, `${Math.round(r.tbt)} ms`),
    CLS: mark(r.cls <= t.cls, r.cls.toFixed(3)),
    accessibility: mark(r.accessibility >= t.accessibility, String(r.accessibility)),
    'best practices': mark(r.bestPractices >= t.bestPractices, String(r.bestPractices)),
    'all runs (perf)': r.runs.map((x) => x.performance).join(' '),
    load: r.load,
  }));
}

export function printDetail(rows) {
  for (const r of rows) {
    const d = r.detail;
    console.log(`\n${r.route}${r.language ? ` (${r.language})` : ''}: FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)} on ${d.lcpElement}`);
    console.log(`  LCP phases: ${d.lcpPhases.join(', ')}`);
    console.log(`  main thread: ${d.breakdown.join(', ')}`);
    console.log(`  scripts: ${d.scripts.join(', ')}`);
    console.log(`  long tasks: ${d.longTasks.join(', ')}`);
    if (d.shifts.length) console.log(`  layout shifts: ${d.shifts.join(' | ')}`);
    if (d.failing.length) console.log(`  not passed: ${d.failing.join(', ')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
  const url = arg('url') ?? `http://localhost:${8080 + Number(process.env.PORT_OFFSET ?? 0)}`;
  const only = process.argv.filter((a) => a.startsWith('--route=')).map((a) => a.slice('--route='.length));
  const routes = only.length ? routesNamed(only) : LIGHTHOUSE_ROUTES;
  const saveDir = arg('save');
  const languages = arg('languages')?.split(',') ?? [null];
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const rows = await lighthouseRows(url, { runs: Number(arg('runs') ?? 1), routes, languages, saveDir });
  console.log(`\nLighthouse mobile · ${new Date().toISOString()} · ${url} · ${os.cpus().length} cores · load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.table(lighthouseTable(rows));
  if (process.argv.includes('--detail')) printDetail(rows);
}
