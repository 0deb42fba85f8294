// What the portal host writes into the HTML it serves, so a phone does not discover the page's
// scripts one round trip after another (issue 21):
//   - the registry itself (what /remotes.json answers), as a JSON data block the shell reads
//     instead of asking for it;
//   - preload hints for the shell's own first scripts (dist/preload.json, written by the shell's
//     build) and, on a signed-in visit, for its signed-in frame and the opened route's remote
//     manifest.
// The remote's scripts are left to the shell: it asks for them once the route's early API read
// has started (dashboard.spec.ts holds that order).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The readable "signed in" hint cookie: SIGNED_IN_HINT_COOKIE in shared/src/rules/signIn.ts (this host runs plain JS).
const SIGNED_IN_HINT = 'portal.signedIn';

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The route of the registry that owns a path ('/quotes/*' owns /quotes and /quotes/create). */
export function remoteForPath(registry, pathname) {
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      const base = route.path.replace(/\/\*$/, '');
      if (pathname === base || (route.path.endsWith('/*') && pathname.startsWith(`${base}/`))) return remote;
    }
  }
  return null;
}

/** The shell build's lists of first scripts, or empty lists for a build without them. */
export function readPreloadList(dist) {
  const file = path.join(dist, 'preload.json');
  if (!existsSync(file)) return { everyPage: [], signedIn: [] };
  return JSON.parse(readFileSync(file, 'utf8'));
}

const signedInHint = (cookieHeader = '') => cookieHeader.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT}=1`);

/**
 * The HTML for one request: `indexHtml` with the registry and the hints placed before `</head>`.
 * Signed out, only the scripts every page runs are hinted (the sign-in page needs no more).
 */
export function htmlWithHints(indexHtml, { registry, preload, pathname, cookieHeader }) {
  const signedIn = signedInHint(cookieHeader);
  const links = preload.everyPage.map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`);
  if (signedIn) {
    links.push(...preload.signedIn.map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`));
    const remote = remoteForPath(registry, pathname);
    // The federation runtime reads the manifest with a plain CORS fetch: the same request as this hint.
    if (remote?.enabled) links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(remote.manifest)}">`);
  }
  // A JSON data block is never run, so the policy's script-src does not apply; `<` is escaped so no value can end it.
  const data = `<script type="application/json" id="portal-registry">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`;
  return String(indexHtml).replace('</head>', `${links.join('')}${data}</head>`);
}
