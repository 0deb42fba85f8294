// What the portal host writes into the HTML it serves, so a phone does not discover the page's
// scripts one round trip after another (issue 21):
//   - the registry itself (what /remotes.json answers), as a JSON data block the shell reads
//     instead of asking for it;
//   - preload hints for the shell's own first scripts (dist/preload.json, written by the shell's
//     build) and, on a signed-in visit, for its signed-in frame and the opened route's remote
//     manifest.
//   - on a signed-in visit, the API reads the first screen waits for: the session check the shell
//     starts with (its header's customer selector is the largest text on a phone, Lighthouse's LCP
//     element) and the route's `earlyFetch` reads. The browser keeps each answer for the shell's
//     own GET of the same address (same origin, `crossorigin` matches the client's fetch), so they
//     no longer wait for the shell's scripts to download and run first.
// The remote's scripts are left to the shell: it asks for them once the route's early API read
// has started (dashboard.spec.ts holds that order).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The readable "signed in" hint cookie: SIGNED_IN_HINT_COOKIE in shared/src/rules/signIn.ts (this host runs plain JS).
const SIGNED_IN_HINT = 'portal.signedIn';

// What the shell's session check reads first (loadSession in shared/src/session/session.ts).
export const SESSION_READS = ['/api/portal/userProfile', '/api/portal/customerOptions'];

// The pages a signed-out visitor sees: the shell does not check the session there (App.tsx).
const SIGNED_OUT_PAGES = ['/login', '/forgot-password', '/reset-password', '/unsubscribe'];

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The remote and route of the registry that own a path ('/quotes/*' owns /quotes and /quotes/create). */
export function routeForPath(registry, pathname) {
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
  if (!existsSync(file)) return { everyPage: [], signedIn: [] };
  return JSON.parse(readFileSync(file, 'utf8'));
}

const signedInHint = (cookieHeader = '') => cookieHeader.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT}=1`);

// The template's placeholder (shared/webpack/index.html), as html-webpack-plugin writes it out.
const BOOT_SPLASH = /<div class="?boot-splash"?[^>]*>Loading the portal…<\/div>/;

/** The frame as the HTML draws it until the shell's own takes its place (styles in shared/webpack/index.html). */
export function frameSkeleton(title) {
  const heading = title ? `<h1>${escapeAttr(title)}</h1>` : '<h1></h1>';
  const status = `Loading ${title ? escapeAttr(title) : 'the portal'}…`;
  return (
    '<div class="boot-frame"><div class="boot-bar"><span class="boot-mark" aria-hidden="true">M</span><span class="boot-brand">Meridian Freight</span></div>' +
    `<div class="boot-nav"></div><div class="boot-main"><div class="boot-crumbs"></div>${heading}<p class="boot-status" role="status">${status}</p></div></div>`
  );
}

/**
 * The HTML for one request: `indexHtml` with the registry and the hints placed before `</head>`.
 * Signed out, only the scripts every page runs are hinted (the sign-in page needs no more).
 */
export function htmlWithHints(indexHtml, { registry, preload, pathname, cookieHeader }) {
  const signedIn = signedInHint(cookieHeader);
  const links = preload.everyPage.map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`);
  if (signedIn && !SIGNED_OUT_PAGES.some((page) => pathname.startsWith(page))) {
    links.push(...preload.signedIn.map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`));
    const owner = routeForPath(registry, pathname);
    // The federation runtime reads the manifest with a plain CORS fetch: the same request as this hint.
    if (owner?.remote.enabled) links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(owner.remote.manifest)}">`);
    // Same-origin GETs with the session cookie: `crossorigin="anonymous"` is the client's credentials 'same-origin'.
    const reads = [...SESSION_READS, ...(owner?.remote.enabled ? (owner.route.earlyFetch ?? []) : [])];
    links.push(...reads.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(url)}">`));
  }
  // The signed-in frame's first lines drawn by the HTML itself: the bar and the page's title where
  // the shell draws them, so a phone shows the page being opened at its first paint rather than
  // after the scripts have arrived and run (React replaces it; replaced nodes do not shift layout).
  let page = String(indexHtml);
  if (signedIn && !SIGNED_OUT_PAGES.some((p) => pathname.startsWith(p))) {
    const owner = routeForPath(registry, pathname);
    const title = owner?.remote.enabled ? owner.route.title : null;
    page = page.replace(BOOT_SPLASH, frameSkeleton(title));
  }
  // A JSON data block is never run, so the policy's script-src does not apply; `<` is escaped so no value can end it.
  const data = `<script type="application/json" id="portal-registry">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`;
  return page.replace('</head>', `${links.join('')}${data}</head>`);
}
