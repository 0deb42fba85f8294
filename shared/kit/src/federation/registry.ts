/** The run-time registry of remotes the shell host serves at /remotes.json. */
export interface RemoteRoute {
  /** A route pattern; '/*' at the end means every child path. */
  path: string;
  title: string;
  /** Menu label; routes without one are reachable but not listed in the navigation. */
  menu?: string;
  /**
   * Where the menu entry leads when the pattern's own address is only a redirect ('/myshipments/*'
   * opens at /myshipments/sea): a link straight to the page, so no late redirect of a remote still
   * mounting can take the user back after they moved on.
   */
  home?: string;
  /**
   * The title, menu label and leads in languages other than English, by language: written into
   * routes.json by the remote's build from its messages (`routes` in its src/locales files,
   * shared/webpack/routesFilePlugin.cjs), never by hand.
   */
  words?: Record<string, { title?: string; menu?: string; leads?: Record<string, string> }>;
  /** The permission a user needs to see the menu entry. */
  permission?: string;
  /**
   * API reads (GET, same origin) the page's first paint waits for: when the portal is opened on
   * this route, the shell starts them while the remote's code downloads (see api/earlyFetch).
   */
  earlyFetch?: string[];
  /**
   * API reads of one page of the route, by path pattern (as `pages`; `:name` stands for one
   * segment): each address may hold the pattern's `:name`s, filled from the opened path
   * ('/api/shipments/detail/:mode/:id' for '/myshipments/:mode/:id'). Started as `earlyFetch` is.
   */
  pageReads?: Record<string, string[]>;
  /**
   * The lazily loaded page a path of this route opens with, by path pattern (`:name` stands for
   * one segment): the chunk name its lazy import gives (the `webpackChunkName` comment).
   * The portal host hints that page's scripts (the remote's page-chunks.json) in the HTML of such
   * a path, with the remote's entry, instead of the browser finding them once the entry has run.
   */
  pages?: Record<string, string>;
  /**
   * The pages of the route by path pattern, as its remote's router draws them (`DeclaredRouter` in
   * @portal/ui, which also holds each page's import): the chunk name of a lazy page, whose scripts
   * the host hints as it does `pages`', and what its loading state says.
   */
  views?: Record<string, RouteView>;
  /**
   * The line a page opens with under its heading, by path pattern (as `pages`): the portal host
   * draws it in the HTML's first screen, where the page then draws the same line. On a phone it
   * is the page's largest text, shown at first paint rather than once the remote has run.
   */
  leads?: Record<string, string>;
  /**
   * Keys of the remote's messages (a section's key stands for every text under it) that the
   * portal host draws a page of this route with at first paint (a shipment's heading and key
   * facts, host/src/shipment-first-paint.ts). The build writes their texts in every language into
   * routes.json as `paintMessages` (language, then dotted key), so the host needs no app's source.
   */
  paintWords?: readonly string[];
  /** The texts of `paintWords` by language and dotted key, written into routes.json by the build. */
  paintMessages?: Record<string, Record<string, string>>;
}

/** One page of a route, as the host and the shell read it (routes.json has no imports). */
export interface RouteView {
  /** The `webpackChunkName` of a lazily imported page; none for a page of the remote's first scripts. */
  chunk?: string;
  /**
   * What the page says while its chunk loads: a key of the remote's messages ("loading.contact"),
   * worded by its DeclaredRouter; the text itself in a remote without messages yet.
   */
  loading?: string;
}

export interface RemoteDescriptor {
  name: string;
  /** Address of the remote's mf-manifest.json (or remoteEntry.js). */
  manifest: string;
  enabled: boolean;
  routes: RemoteRoute[];
}

export interface RemoteRegistry {
  remotes: RemoteDescriptor[];
}

/** The address a route opens at: its `home`, else the pattern's base ('/quotes/*' opens at /quotes). */
export const routeHome = (route: Pick<RemoteRoute, 'path' | 'home'>): string => route.home ?? route.path.replace(/\/\*$/, '');

/** Does `pathname` fall under `pattern` ('/quotes/*' matches '/quotes' and '/quotes/create')? */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === pattern;
}

export function findRemoteForPath(registry: RemoteRegistry, pathname: string): { remote: RemoteDescriptor; route: RemoteRoute } | null {
  for (const remote of registry.remotes) {
    for (const route of remote.routes) if (matchesRoute(route.path, pathname)) return { remote, route };
  }
  return null;
}

// Which reads a page opens with is a rule the host's first-paint HTML and the shell share.
export { earlyReadsForPath } from '@portal/contracts/rules/pageReads';
