// Headless Chromium measurements shared by `npm run bench` and the budgets browser test:
// JS bytes on the wire per route, React DOM copies and shared libraries at run time, paint timings.
// CommonJS, so that both the bench (ESM) and Playwright's test loader can load it.
const { createRequire } = require('node:module');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// Playwright lives in the e2e package (pnpm does not hoist it to the root).
const requireFromE2e = createRequire(path.join(root, 'e2e/package.json'));

/** The same flags as e2e/playwright.config.ts: Debian's chromium, no background traffic. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

async function launchChromium() {
  const { chromium } = requireFromE2e('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

const DEMO_CUSTOMER = { email: 'customer@portal.test', password: 'Customer!2345' };
// Reference data is the administrators' area.
const DEMO_ADMIN = { email: 'admin@portal.test', password: 'Admin!2345' };
const accountFor = (route) => (route.startsWith('/reference') ? DEMO_ADMIN : DEMO_CUSTOMER);

/** The shell's first page (signed out) and the routes a signed-in user opens first. */
const ROUTES = ['/login', '/shipments', '/quotes/create', '/networks', '/reference/unlocode'];

/** Libraries that must never be in the shell's own first load: they belong to the pages that draw maps and grids. */
// Each is recognised by a class name its own code carries (the map's viewport, the grid's root).
const HEAVY_LIBRARIES = { OpenLayers: /\bol-viewport\b/, 'AG Grid': /\bag-root-wrapper\b/ };

/**
 * React DOM announces each copy of itself to the DevTools hook when it loads. A stand-in hook,
 * installed before any script, counts the renderers that registered: one per React DOM copy.
 */
const COUNT_RENDERERS = () => {
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
};

/** A signed-in browser context with an empty cache (each context has its own). */
async function newContext(browser, baseURL, { signedIn = true, account = DEMO_CUSTOMER } = {}) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 } });
  await context.addInitScript(COUNT_RENDERERS);
  if (signedIn) {
    const res = await context.request.post('/api/login', { data: account });
    if (res.status() !== 200) throw new Error(`Sign-in answered ${res.status()}`);
  }
  return context;
}

/** Waits until the route's page is drawn: the remote mounted (or the login form shown) and the network quiet. */
async function waitForRoute(page, route) {
  if (route === '/login') await page.getByRole('button', { name: 'Sign in' }).waitFor();
  else await page.locator('.remote-area[aria-busy="false"] .remote-root > *').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Opens a route on a cold cache and records every script it loads: URL, origin and bytes as
 * served (compressed body size on the wire), plus what ran: React DOM copies and shared libraries.
 */
async function weighRoute(browser, baseURL, route) {
  const context = await newContext(browser, baseURL, { signedIn: route !== '/login', account: accountFor(route) });
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  let closing = false;
  page.on('requestfinished', (request) => {
    if (closing || request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = response ? await response.allHeaders() : {};
        const body = response ? (await response.body()).toString('utf8') : '';
        const contains = Object.keys(HEAVY_LIBRARIES).filter((name) => HEAVY_LIBRARIES[name].test(body));
        scripts.push({ url: request.url(), origin: new URL(request.url()).origin, bytes: sizes.responseBodySize, encoding: headers['content-encoding'] ?? 'identity', cacheControl: headers['cache-control'] ?? '', contains });
      })(),
    );
  });
  await page.goto(route);
  await waitForRoute(page, route);
  // A script can finish while the earlier ones are read (the dashboard's later chunks): read until
  // none is left, then take no more, so that no body is read from a closed page.
  for (let read = 0; read < pending.length; ) {
    const upTo = pending.length;
    await Promise.all(pending.slice(read, upTo));
    read = upTo;
  }
  closing = true;
  const runtime = await page.evaluate(readRuntime);
  await context.close();
  const shellOrigin = new URL(baseURL).origin;
  const sum = (list) => list.reduce((n, s) => n + s.bytes, 0);
  return {
    route,
    scripts,
    requests: scripts.length,
    bytes: sum(scripts),
    shellBytes: sum(scripts.filter((s) => s.origin === shellOrigin)),
    reactDomCopies: runtime.reactDomCopies,
    sharedLoadedTwice: runtime.sharedLoadedTwice,
    sharedLoaded: runtime.sharedLoaded,
    heavyLibraries: [...new Set(scripts.flatMap((s) => s.contains))],
  };
}

/** Runs in the page: renderers registered, and how many copies of each shared library were loaded. */
function readRuntime() {
  const renderers = [...(window.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.values() ?? [])];
  const reactDomCopies = renderers.filter((r) => r.rendererPackageName === 'react-dom').length;
  const copies = {};
  const share = window.__FEDERATION__?.__SHARE__ ?? {};
  for (const scopes of Object.values(share))
    for (const libs of Object.values(scopes))
      for (const [lib, versions] of Object.entries(libs))
        for (const [version, info] of Object.entries(versions)) {
          if (!info.loaded && !info.lib) continue;
          (copies[lib] ??= new Set()).add(`${version} from ${info.from}`);
        }
  const sharedLoaded = Object.keys(copies).sort();
  const sharedLoadedTwice = Object.entries(copies)
    .filter(([, set]) => set.size > 1)
    .map(([lib, set]) => `${lib}: ${[...set].join(', ')}`);
  return { reactDomCopies, sharedLoaded, sharedLoadedTwice };
}

/** Runs in the page: First Contentful Paint and the last Largest Contentful Paint candidate, ms from navigation start. */
function readPaints() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ fcp, lcp: NaN }), 2000);
  });
}

/** Runs in the page: clicks a menu entry and resolves on the frame where that remote's page is drawn. */
function switchTo([menu, remote]) {
  const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent?.trim() === menu);
  if (!link) throw new Error(`No menu entry ${menu}`);
  const started = performance.now();
  link.click();
  return new Promise((resolve) => {
    const drawn = () => document.querySelector(`.remote-area[data-remote="${remote}"][aria-busy="false"] .remote-root > *`);
    const check = () => (drawn() ? resolve(performance.now() - started) : requestAnimationFrame(check));
    check();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A signed-in user opens /shipments on a cold cache (FCP, LCP), then moves between MyDashboard and
 * Quotes: the first visit of Quotes loads it, the timed switches after that are warm (code cached,
 * remote already registered). `cpuSlowdown` 4 emulates a slower device (CDP CPU throttling).
 */
async function paintTimings(browser, baseURL, { cpuSlowdown = 1, switches = 5 } = {}) {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto('/shipments');
  await waitForRoute(page, '/shipments');
  const { fcp, lcp } = await page.evaluate(readPaints);
  const pair = [
    ['Quotes', 'quotes'],
    ['MyDashboard', 'dashboard'],
  ];
  for (const target of pair) {
    await page.evaluate(switchTo, target); // first visit of each: not timed
    await page.waitForLoadState('networkidle');
  }
  const warm = [];
  for (let i = 0; i < switches; i++) {
    warm.push(await page.evaluate(switchTo, pair[i % 2]));
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return { fcp, lcp, warmSwitch: median(warm) };
}

module.exports = { CHROMIUM_ARGS, launchChromium, DEMO_CUSTOMER, ROUTES, HEAVY_LIBRARIES, newContext, waitForRoute, weighRoute, paintTimings };
