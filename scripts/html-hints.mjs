// What the portal host writes into the HTML it serves, so a phone does not discover the page's
// scripts one round trip after another (issue 21):
//   - the registry itself (what /remotes.json answers), as a JSON data block the shell reads
//     instead of asking for it;
//   - preload hints for the shell's own first scripts (dist/preload.json, written by the shell's
//     build) and, on a signed-in visit, for its signed-in frame, the shell's own page when it has a
//     chunk of its own (/portal, preload.json's `routes`) and the opened route's remote manifest.
//   - on a signed-in visit, the API reads the first screen waits for: the session check the shell
//     starts with (its header's customer selector is the largest text on a phone, Lighthouse's LCP
//     element) and the route's `earlyFetch` reads. The browser keeps each answer for the shell's
//     own GET of the same address (same origin, `crossorigin` matches the client's fetch), so they
//     no longer wait for the shell's scripts to download and run first.
//   - the opened route's remote entry and the scripts of its `./App` (what its manifest lists as
//     that module's first scripts; the host keeps the manifests it read for a few seconds), after
//     the API reads, so the route's early read is still asked for before any remote script
//     (dashboard.spec.ts holds that order).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The shared TypeScript modules this host reads, through Node's type stripping (./typescript-modules.mjs
// first: its hook must be in place before they are resolved, so they are imported dynamically).
await import('./typescript-modules.mjs');
const { portalContract } = await import('../shared/contracts/src/portal.ts');
// The readable "signed in" hint cookie, and the selection hint beside it (HttpOnly: only this host
// reads it): `o:` or `g:` and the selector's label.
const { SIGNED_IN_HINT_COOKIE, SELECTION_HINT_COOKIE: SELECTION_HINT } = await import('../shared/contracts/src/rules/signIn.ts');

// What the shell's session check reads first (loadSession in shared/kit/src/session/session.ts).
const SESSION_READS = [portalContract.userProfile.path, portalContract.customerOptions.path];

// The pages a signed-out visitor sees: the shell does not check the session there (App.tsx).
const SIGNED_OUT_PAGES = ['/login', '/forgot-password', '/reset-password', '/unsubscribe'];

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The remote and route of the registry that own a path ('/quotes/*' owns /quotes and /quotes/create). */
function routeForPath(registry, pathname) {
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      const base = route.path.replace(/\/\*$/, '');
      if (pathname === base || (route.path.endsWith('/*') && pathname.startsWith(`${base}/`))) return { remote, route };
    }
  }
  return null;
}

/** The remote of the registry that owns a path. */
export const remoteForPath = (registry, pathname) => routeForPath(registry, pathname)?.remote ?? null;

/** The shell build's lists of first scripts, or empty lists for a build without them. */
export function readPreloadList(dist) {
  const file = path.join(dist, 'preload.json');
  if (!existsSync(file)) return { everyPage: [], signedIn: [], routes: {} };
  return { routes: {}, ...JSON.parse(readFileSync(file, 'utf8')) };
}

const signedInHint = (cookieHeader = '') => cookieHeader.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

/**
 * The selected organisation or group as the API last said (its selection hint cookie), or null.
 * Only drawn, never trusted: the shell's session check replaces it with what the API answers.
 */
export function selectionHint(cookieHeader = '') {
  const pair = cookieHeader.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${SELECTION_HINT}=`));
  if (!pair) return null;
  let value;
  try {
    value = decodeURIComponent(pair.slice(SELECTION_HINT.length + 1));
  } catch {
    return null;
  }
  const match = /^([og]):(.{1,120})$/su.exec(value);
  return match ? { isGroup: match[1] === 'g', label: match[2] } : null;
}

// The template's placeholder (shared/webpack/index.html), as html-webpack-plugin writes it out.
const BOOT_SPLASH = /<div class="?boot-splash"?[^>]*>Loading the portal…<\/div>/;

/** The header's customer selector as the shell draws it (CustomerSelector.tsx), not yet operable. */
function selectorSkeleton(selection) {
  if (!selection) return '';
  return (
    `<span class="boot-selector"><span class="boot-selector-kind">${selection.isGroup ? 'Group' : 'Organisation'}</span>` +
    `<span class="boot-selector-label">${escapeAttr(selection.label)}</span><span aria-hidden="true">▾</span></span>`
  );
}

/** The frame as the HTML draws it until the shell's own takes its place (styles in shared/webpack/index.html). */
function frameSkeleton(title, selection) {
  const heading = title ? `<h1>${escapeAttr(title)}</h1>` : '<h1></h1>';
  const status = `Loading ${title ? escapeAttr(title) : 'the portal'}…`;
  return (
    `<div class="boot-frame"><div class="boot-bar"><span class="boot-mark" aria-hidden="true">M</span><span class="boot-brand">Meridian Freight</span>${selectorSkeleton(selection)}</div>` +
    `<div class="boot-nav"></div><div class="boot-main"><div class="boot-crumbs"></div>${heading}<p class="boot-status" role="status">${status}</p></div></div>`
  );
}

/**
 * The first scripts of a remote's `./App`, read from its manifest: remoteEntry.js and the
 * module's synchronous chunks, as absolute addresses. Null when the manifest says nothing usable.
 */
export function remoteFirstScripts(manifestUrl, manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const app = manifest?.exposes?.find((e) => e.path === './App');
  if (!entry?.name || !app) return null;
  const files = [path.posix.join(entry.path ?? '', entry.name), ...(app.assets?.js?.sync ?? [])];
  return files.map((file) => new URL(file, manifestUrl).href);
}

/**
 * What the host knows of each remote's first scripts. The page never waits for a manifest: the
 * answer is the one read last (refreshed in the background once older than `maxAgeMs`, so a
 * redeployed remote is hinted right within seconds), or nothing yet. A hint that is wrong only
 * costs a download; the federation runtime reads the manifest itself.
 */
export function remoteScriptsCache({ maxAgeMs = 5000, timeoutMs = 2000, fetchImpl = fetch } = {}) {
  const known = new Map();
  const refresh = (url) => {
    const entry = known.get(url) ?? { scripts: null, readAt: 0, pending: false };
    if (entry.pending) return;
    entry.pending = true;
    known.set(url, entry);
    fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((res) => (res.ok ? res.json() : null))
      .then((manifest) => (entry.scripts = manifest ? remoteFirstScripts(url, manifest) : null))
      .catch(() => (entry.scripts = null))
      .finally(() => {
        entry.pending = false;
        entry.readAt = Date.now();
      });
  };
  return {
    /** The scripts known for a manifest now; starts a refresh when they are missing or old. */
    scriptsFor(url) {
      const entry = known.get(url);
      if (!entry || Date.now() - entry.readAt > maxAgeMs) refresh(url);
      return entry?.scripts ?? [];
    },
  };
}

/**
 * The HTML for one request: `indexHtml` with the registry and the hints placed before `</head>`.
 * Signed out, only the scripts every page runs are hinted (the sign-in page needs no more).
 */
export function htmlWithHints(indexHtml, { registry, preload, pathname, cookieHeader, remoteScripts = () => [] }) {
  const signedIn = signedInHint(cookieHeader);
  const links = preload.everyPage.map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`);
  if (signedIn && !SIGNED_OUT_PAGES.some((page) => pathname.startsWith(page))) {
    links.push(...preload.signedIn.map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`));
    // One of the shell's own pages (the user profile): its chunk, which the signed-in frame would ask for only once it has run.
    links.push(...(preload.routes?.[pathname.replace(/\/$/, '')] ?? []).map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`));
    const owner = routeForPath(registry, pathname);
    // The federation runtime reads the manifest with a plain CORS fetch: the same request as this hint.
    if (owner?.remote.enabled) links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(owner.remote.manifest)}">`);
    // Same-origin GETs with the session cookie: `crossorigin="anonymous"` is the client's credentials 'same-origin'.
    const reads = [...SESSION_READS, ...(owner?.remote.enabled ? (owner.route.earlyFetch ?? []) : [])];
    links.push(...reads.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(url)}">`));
    // Plain script preloads: the federation runtime and webpack load these without `crossorigin`.
    if (owner?.remote.enabled) links.push(...remoteScripts(owner.remote.manifest).map((url) => `<link rel="preload" as="script" href="${escapeAttr(url)}">`));
  }
  // The signed-in frame's first lines drawn by the HTML itself: the bar with the selected
  // organisation (the selection hint) and the page's title where the shell draws them, so a phone
  // shows whose page is being opened at its first paint rather than after the scripts have
  // arrived and run and the session was read (React replaces it; replaced nodes do not shift layout).
  let page = String(indexHtml);
  if (signedIn && !SIGNED_OUT_PAGES.some((p) => pathname.startsWith(p))) {
    const owner = routeForPath(registry, pathname);
    const title = owner?.remote.enabled ? owner.route.title : null;
    page = page.replace(BOOT_SPLASH, frameSkeleton(title, selectionHint(cookieHeader)));
  }
  // A JSON data block is never run, so the policy's script-src does not apply; `<` is escaped so no value can end it.
  const data = `<script type="application/json" id="portal-registry">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`;
  return page.replace('</head>', `${links.join('')}${data}</head>`);
}
