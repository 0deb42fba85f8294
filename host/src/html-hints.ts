// What the portal host writes into the HTML it serves, so a phone does not discover the page's
// scripts one round trip after another:
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
//     that module's first scripts, with the shared libraries it loads), and of the lazy page the
//     path opens with (the route's `pages`, read from the remote's page-chunks.json), after the API
//     reads, so the route's early read is still asked for before any remote script
//     (dashboard.spec.ts holds that order). The host reads every remote's manifest when it starts
//     and keeps reading it in the background: the first visitor gets the hints too.
//   - on a page the HTML draws whole from its data (pagePaint), none of these in the HTML itself:
//     a loader adds them, and the shell's entry, once the page has painted (after-paint.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteDescriptor, RemoteRegistry, RemoteRoute } from '../../shared/kit/src/federation/registry.ts';

import { earlyReadsForPath, portalContract, SELECTION_HINT_COOKIE as SELECTION_HINT, SIGNED_IN_HINT_COOKIE } from './contracts.ts';
import { languageForRequest, languagesOf, type FrameWords } from './first-paint-language.ts';
import type { PagePaint } from './shipment-first-paint.ts';
import { afterPaintBlock, type AfterPaintElement } from './after-paint.ts';

/** The selected organisation or group as the selection hint says. */
interface Selection {
  isGroup: boolean;
  label: string;
}

/** What of a remote's mf-manifest.json the hints read. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A remote's page-chunks.json: the scripts of each named chunk group. */
type PageChunks = Record<string, string[]>;

/** What the host knows of one remote's deployment (its manifest's address is the key). */
interface RemoteFiles {
  first: string[] | null;
  pages: PageChunks;
  routes: RemoteRoute[] | null;
  readAt: number;
  goodAt: number;
  pending: Promise<void> | null;
}

/** One page request, as htmlWithHints needs it. */
export interface HintsRequest {
  registry: RemoteRegistry;
  ownRoutes?: readonly RemoteRoute[];
  preload: PreloadList;
  pathname: string;
  cookieHeader?: string;
  acceptLanguage?: string;
  /** The first-paint frame's words by language, as the shell's build published them (its routes.json's `frame`); the languages served are these. */
  frame?: Record<string, FrameWords>;
  remoteScripts?: (manifestUrl: string, pageNames: string[]) => string[];
  /** The page's own title and first screen, drawn from its data (shipment-first-paint.ts), under the frame's bar. */
  pagePaint?: PagePaint | null;
}

// What the shell's session check reads first (loadSession in shared/kit/src/session/session.ts).
const SESSION_READS = [portalContract.userProfile.path, portalContract.customerOptions.path];

// The pages a signed-out visitor sees: the shell does not check the session there (App.tsx).
const SIGNED_OUT_PAGES = ['/login', '/forgot-password', '/reset-password', '/unsubscribe'];

const escapeAttr = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type LinkAttributes = Record<string, string>;
const scriptHint = (href: string): LinkAttributes => ({ rel: 'preload', as: 'script', href });
const fetchHint = (href: string): LinkAttributes => ({ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href });
const linkTag = (attributes: LinkAttributes) => `<link ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeAttr(value)}"`).join(' ')}>`;

// The shell's entry as its build writes it into index.html (minified: quotes dropped).
const ENTRY_SCRIPT = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/;

/** The remote and route of the registry that own a path ('/quotes/*' owns /quotes and /quotes/create). */
export function routeForPath<R extends { routes: readonly RemoteRoute[] } = RemoteDescriptor>(registry: { remotes: readonly R[] }, pathname: string): { remote: R; route: RemoteRoute } | null {
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      const base = route.path.replace(/\/\*$/, '');
      if (pathname === base || (route.path.endsWith('/*') && pathname.startsWith(`${base}/`))) return { remote, route };
    }
  }
  return null;
}

/**
 * The lazy pages a path opens with: the chunk names of the route's `pages` whose pattern matches
 * the path (`:name` matches one segment; a trailing slash is ignored).
 */
export function pagesForPath(route: RemoteRoute | null | undefined, pathname: string): string[] {
  // A route names its lazy pages in `views` (declared with their imports) or, built before those, in `pages`.
  const views = Object.entries(route?.views ?? {}).flatMap(([pattern, view]) => (typeof view?.chunk === 'string' ? [[pattern, view.chunk] as const] : []));
  return [...Object.entries(route?.pages ?? {}), ...views].filter(([pattern]) => patternMatches(pattern, pathname)).map(([, chunk]) => chunk);
}

/** The line the route's `leads` give the page at this path, or null. */
function leadForPath(route: Pick<RemoteRoute, 'leads'> | null | undefined, pathname: string): string | null {
  return Object.entries(route?.leads ?? {}).find(([pattern]) => patternMatches(pattern, pathname))?.[1] ?? null;
}

/** Does a page pattern (`:name` matches one segment; a trailing slash is ignored) match the path? */
function patternMatches(pattern: string, pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const parts = pattern.replace(/\/+$/, '').split('/');
  return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
}

/** The remote of the registry that owns a path. */
export const remoteForPath = (registry: RemoteRegistry, pathname: string) => routeForPath(registry, pathname)?.remote ?? null;

/** The shell build's lists of first scripts, or empty lists for a build without them. */
/** The shell build's first scripts: on every page, signed in, and on one of its own pages. */
export interface PreloadList {
  everyPage: string[];
  signedIn: string[];
  routes: Record<string, string[]>;
  /** Each language's messages chunk of the shell, preloaded for a visitor of that language. */
  languages?: Record<string, string[]>;
}

export function readPreloadList(dist: string): PreloadList {
  const file = path.join(dist, 'preload.json');
  if (!existsSync(file)) return { everyPage: [], signedIn: [], routes: {} };
  return { routes: {}, ...JSON.parse(readFileSync(file, 'utf8')) };
}

export const signedInHint = (cookieHeader = '') => cookieHeader.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

/**
 * The selected organisation or group as the API last said (its selection hint cookie), or null.
 * Only drawn, never trusted: the shell's session check replaces it with what the API answers.
 */
function selectionHint(cookieHeader = ''): Selection | null {
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
function selectorSkeleton(selection: Selection | null, words: FrameWords): string {
  if (!selection) return '';
  return (
    `<span class="boot-selector"><span class="boot-selector-kind">${escapeAttr(selection.isGroup ? (words.group ?? 'Group') : (words.organisation ?? 'Organisation'))}</span>` +
    `<span class="boot-selector-label">${escapeAttr(selection.label)}</span><span aria-hidden="true">▾</span></span>`
  );
}

/** The frame as the HTML draws it until the shell's own takes its place (styles in shared/webpack/index.html). */
function frameSkeleton(title: string | null, selection: Selection | null, lead: string | null = null, words: FrameWords = {}, pagePaint: PagePaint | null = null): string {
  const shownTitle = pagePaint?.title ?? title;
  const heading = shownTitle ? `<h1>${escapeAttr(shownTitle)}</h1>` : '<h1></h1>';
  const what = shownTitle ? escapeAttr(shownTitle) : escapeAttr(words.thePortal ?? 'the portal');
  const status = words.loading ? escapeAttr(words.loading).replace('{{what}}', what) : `Loading ${what}…`;
  const opening = lead ? `<p class="boot-lead">${escapeAttr(lead)}</p>` : '';
  // A page drawn from its data shows its first screen; the loading line is then for screen readers only.
  const body = pagePaint ? `<p class="boot-visually-hidden" role="status">${status}</p>${pagePaint.html}` : `${opening}<p class="boot-status" role="status">${status}</p>`;
  return (
    `<div class="boot-frame"><div class="boot-bar"><span class="boot-mark" aria-hidden="true">M</span><span class="boot-brand">${escapeAttr(words.brand ?? 'Meridian Freight')}</span>${selectorSkeleton(selection, words)}</div>` +
    `<div class="boot-nav"></div><div class="boot-main"><div class="boot-crumbs"></div>${heading}${body}</div></div>`
  );
}

// Beside each remote's manifest: the scripts each of its named lazy imports and exposed modules
// loads (shared/webpack/pageChunksPlugin.cjs). The `./App` module's chunk group is named so.
const PAGE_CHUNKS_FILE = 'page-chunks.json';
// And its route declarations (shared/webpack/routesFilePlugin.cjs).
const ROUTES_FILE = 'routes.json';

/**
 * The routes of a routes.json, or null when it is not one: a list of routes, each with a path
 * of its own ('/…') and a title. The host draws them into its HTML (escaped) and registry.
 */
export function routesOf(file: unknown): RemoteRoute[] | null {
  const routes = (file as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || routes.length === 0) return null;
  const valid = routes.every((route) => !!route && typeof route === 'object' && typeof route.path === 'string' && route.path.startsWith('/') && typeof route.title === 'string');
  return valid ? routes : null;
}
const APP_CHUNK_GROUP = '__federation_expose_App';

/**
 * The first scripts of a remote's `./App`, read from its manifest: remoteEntry.js and the
 * module's synchronous chunks, then the shared libraries the module loads with them (from the
 * remote's page-chunks.json, when given), as absolute addresses. Null when the manifest says
 * nothing usable.
 */
export function remoteFirstScripts(manifestUrl: string, manifest: Manifest | null | undefined, pageChunks: PageChunks = {}): string[] | null {
  const entry = manifest?.metaData?.remoteEntry;
  const app = manifest?.exposes?.find((e) => e.path === './App');
  if (!entry?.name || !app) return null;
  const files = [path.posix.join(entry.path ?? '', entry.name), ...(app.assets?.js?.sync ?? []), ...(pageChunks?.[APP_CHUNK_GROUP] ?? [])];
  return [...new Set(files.map((file) => new URL(file, manifestUrl).href))];
}

/** A remote's page-chunks.json as absolute addresses by chunk name ({} for none or a malformed one). */
function remotePageScripts(manifestUrl: string, pageChunks: unknown): PageChunks {
  const pages: PageChunks = {};
  if (!pageChunks || typeof pageChunks !== 'object') return pages;
  for (const [name, files] of Object.entries(pageChunks)) {
    if (Array.isArray(files)) pages[name] = files.filter((file) => typeof file === 'string').map((file) => new URL(file, manifestUrl).href);
  }
  return pages;
}

/**
 * What the host knows of each remote's first scripts and page scripts. The page never waits for a
 * manifest: the answer is the one read last, or nothing yet. `watch` reads the given manifests at
 * once and again every `refreshMs` in the background, so the first visitor after a start, a
 * quiet spell or a deploy gets the hints too, and a redeployed remote is hinted right within
 * seconds; an address not watched is read on its first request (and again once older than
 * `refreshMs`). A read that fails keeps the last answer for `keepMs` (a remote slow for a moment
 * is still hinted), then gives none. A hint that is wrong only costs a download; the federation
 * runtime reads the manifest itself.
 * With each manifest the remote's routes.json is read (its route declarations, written by its
 * build): a good one replaces the routes known for the remote and is handed to `onRoutes` when it
 * changed; a failed or malformed read keeps the last known routes for good, so a remote that is
 * down keeps its menu entries and its pages' titles at first paint. `seed` gives the routes known
 * before this process started (the host's own copy on disk).
 */
export function remoteScriptsCache({
  refreshMs = 5000,
  keepMs = 60_000,
  timeoutMs = 2000,
  fetchImpl = fetch as (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>,
  onRoutes = (_url: string, _routes: RemoteRoute[]) => {},
} = {}) {
  const known = new Map<string, RemoteFiles>();
  const timers = new Set<NodeJS.Timeout>();
  const readJson = (url: string): Promise<unknown> =>
    fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) }).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.json();
    });
  const refresh = (url: string) => {
    const entry = known.get(url) ?? newEntry();
    known.set(url, entry);
    if (entry.pending) return entry.pending;
    // A remote built before page-chunks.json existed still gets its entry and `./App` hinted.
    const pageChunksUrl = new URL(PAGE_CHUNKS_FILE, url).href;
    const readRoutes = () =>
      readJson(new URL(ROUTES_FILE, url).href).then((file) => {
        const routes = routesOf(file);
        if (!routes || JSON.stringify(routes) === JSON.stringify(entry.routes)) return;
        entry.routes = routes;
        onRoutes(url, routes);
      });
    entry.pending = Promise.all([readJson(url), readJson(pageChunksUrl).catch(() => ({})), readRoutes().catch(() => {})])
      .then(([manifest, pageChunks]) => {
        const first = remoteFirstScripts(url, manifest as Manifest, pageChunks as PageChunks);
        if (!first) throw new Error(`${url}: no ./App`);
        Object.assign(entry, { first, pages: remotePageScripts(url, pageChunks), goodAt: Date.now() });
      })
      .catch(() => {})
      .finally(() => {
        entry.pending = null;
        entry.readAt = Date.now();
      });
    return entry.pending;
  };
  const newEntry = (): RemoteFiles => ({ first: null, pages: {}, routes: null, readAt: 0, goodAt: 0, pending: null });
  return {
    /** The routes last read for a manifest's remote (or seeded), or null when none was ever known. */
    routesFor(url: string): RemoteRoute[] | null {
      return known.get(url)?.routes ?? null;
    },
    /** Routes known from before (the host's copy on disk), until the remote's own file is read. */
    seed(url: string, routes: unknown[] | null) {
      const entry = known.get(url) ?? newEntry();
      known.set(url, entry);
      entry.routes ??= routesOf({ routes });
    },
    /** The scripts known for a manifest now, with those of the named pages; starts a read when none or old. */
    scriptsFor(url: string, pageNames: string[] = []): string[] {
      const entry = known.get(url);
      if (!entry || Date.now() - entry.readAt > refreshMs) refresh(url);
      if (!entry?.first || Date.now() - entry.goodAt > keepMs) return [];
      return [...new Set([...entry.first, ...pageNames.flatMap((name) => entry.pages[name] ?? [])])];
    },
    /** Reads these manifests now and every `refreshMs`; resolves once the first reads are done. */
    watch(urls: string[]) {
      const timer = setInterval(() => urls.forEach(refresh), refreshMs);
      timer.unref?.();
      timers.add(timer);
      return Promise.all(urls.map(refresh));
    },
    close() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}

/**
 * The HTML for one request: `indexHtml` with the registry and the hints placed before `</head>`.
 * `ownRoutes`: the shell's own pages (shell/src/ownRoutes.ts), whose title and lead the frame draws too.
 * Signed out, only the scripts every page runs are hinted (the sign-in page needs no more).
 */
export function htmlWithHints(indexHtml: string | Buffer, { registry, ownRoutes = [], preload, pathname, cookieHeader, acceptLanguage, frame = {}, remoteScripts = () => [], pagePaint = null }: HintsRequest): string {
  const signedIn = signedInHint(cookieHeader);
  const language = languageForRequest(cookieHeader, acceptLanguage, languagesOf(frame));
  const frameWords: FrameWords = frame[language] ?? {};
  // The language's messages chunk (the shell's build lists it per language) comes with the first scripts.
  const links = [...preload.everyPage, ...(preload.languages?.[language] ?? [])].map((file) => scriptHint(`/${file}`));
  if (signedIn && !SIGNED_OUT_PAGES.some((page) => pathname.startsWith(page))) {
    links.push(...preload.signedIn.map((file) => scriptHint(`/${file}`)));
    // One of the shell's own pages (the user profile): its chunk, which the signed-in frame would ask for only once it has run.
    links.push(...(preload.routes?.[pathname.replace(/\/$/, '')] ?? []).map((file) => scriptHint(`/${file}`)));
    const owner = routeForPath(registry, pathname);
    // The federation runtime reads the manifest with a plain CORS fetch: the same request as this hint.
    if (owner?.remote.enabled) links.push(fetchHint(owner.remote.manifest));
    // Same-origin GETs with the session cookie: `crossorigin="anonymous"` is the client's credentials 'same-origin'.
    const reads = [...SESSION_READS, ...(owner?.remote.enabled ? earlyReadsForPath(owner.route, pathname) : [])];
    links.push(...reads.map(fetchHint));
    // Plain script preloads: the federation runtime and webpack load these without `crossorigin`.
    // Then the lazy page this path opens with, whose scripts the entry would ask for only once it has run.
    if (owner?.remote.enabled) {
      // With them the remote's messages in the visitor's language (its `messages-<remote>-<language>-json`
      // chunk, ARCHITECTURE.md "How to translate a remote"): its mount waits for them, a round trip after its entry.
      const scripts = remoteScripts(owner.remote.manifest, [...pagesForPath(owner.route, pathname), `messages-${owner.remote.name}-${language}-json`]);
      links.push(...scripts.map((url) => scriptHint(url)));
    }
  }
  // The signed-in frame's first lines drawn by the HTML itself: the bar with the selected
  // organisation (the selection hint) and the page's title where the shell draws them, so a phone
  // shows whose page is being opened at its first paint rather than after the scripts have
  // arrived and run and the session was read (React replaces it; replaced nodes do not shift layout).
  let page = String(indexHtml);
  if (signedIn && !SIGNED_OUT_PAGES.some((p) => pathname.startsWith(p))) {
    const owner = routeForPath(registry, pathname);
    // A remote's page while its remote is enabled, or one of the shell's own pages (`ownRoutes`).
    const route = owner ? (owner.remote.enabled ? owner.route : null) : (routeForPath({ remotes: [{ routes: ownRoutes }] }, pathname)?.route ?? null);
    // English is the routes' own declaration; another language's words come with the route (its app's build put them in its routes.json).
    const translated = route?.words?.[language];
    const title = translated?.title ?? route?.title ?? null;
    const lead = route ? (leadForPath(translated ?? {}, pathname) ?? leadForPath(route, pathname)) : null;
    page = page.replace(BOOT_SPLASH, frameSkeleton(title, selectionHint(cookieHeader), lead, frameWords, pagePaint));
  }
  // The template's attribute, quoted or (minified) not.
  page = page.replace(/<html lang="?[^"\s>]*"?>/, `<html lang="${escapeAttr(language)}">`);
  if (frameWords.loadingPortal) page = page.replace('>Loading the portal…<', `>${escapeAttr(frameWords.loadingPortal)}<`);
  // A JSON data block is never run, so the policy's script-src does not apply; `<` is escaped so no value can end it.
  const data = `<script type="application/json" id="portal-registry">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`;
  // A page the HTML draws whole paints before any script or read is asked for (after-paint.ts).
  const entry = pagePaint ? ENTRY_SCRIPT.exec(page) : null;
  if (entry) {
    const elements: AfterPaintElement[] = [...links.map((attrs): AfterPaintElement => ['link', attrs]), ['script', { src: entry[1] }]];
    return page.replace(entry[0], '').replace('</head>', `${data}${afterPaintBlock(elements)}</head>`);
  }
  return page.replace('</head>', `${links.map(linkTag).join('')}${data}</head>`);
}
