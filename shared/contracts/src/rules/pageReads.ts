// The API reads a page of a remote's route opens with, filled from the page's address: the shell
// starts them as the route's remote loads, and the portal host hints them in the first-paint HTML,
// so both must fill an address exactly as the page's own call does.

/** What a route declares it reads (shared/kit's RemoteRoute has these two fields). */
export interface RouteReads {
  /** Read on every page of the route. */
  earlyFetch?: readonly string[];
  /** By page pattern (`/myshipments/:mode/:id`): addresses with the pattern's `:name`s. */
  pageReads?: Readonly<Record<string, readonly string[]>>;
}

/** The `:name` segments of `pattern` in `pathname` (decoded), or null when the path is not of that pattern. */
function pageParams(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.replace(/\/+$/, '').split('/');
  const segments = pathname.replace(/\/+$/, '').split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith(':')) {
      if (part !== segments[i]) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(segments[i]);
    } catch {
      return null;
    }
    if (value === '' || value === '.' || value === '..') return null;
    params[part.slice(1)] = value;
  }
  return params;
}

/**
 * The API reads a path of the route opens with: its `earlyFetch`, and the `pageReads` of the page
 * the path is, their `:name`s filled as the page's own call fills them (encodeURIComponent, as
 * contracts' fillPath), so that the call finds the answer under the same address.
 */
export function earlyReadsForPath(route: RouteReads, pathname: string): string[] {
  const reads = [...(route.earlyFetch ?? [])];
  for (const [pattern, addresses] of Object.entries(route.pageReads ?? {})) {
    const params = pageParams(pattern, pathname);
    if (!params) continue;
    for (const address of addresses) {
      const filled = address.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]) : whole));
      if (!filled.includes('/:')) reads.push(filled);
    }
  }
  return reads;
}
