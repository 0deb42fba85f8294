import type { RemoteRegistry } from '@portal/kit';

const FALLBACK = '/shipments';
/** Longer than any address the portal makes; a longer one is not worth parsing. */
const MAX_LENGTH = 2048;

/**
 * The first segment of every path the portal serves: the shell's own pages and each remote's
 * routes, as the registry the host serves says now (a remote's deploy may add a page), not as
 * any build of the shell knew them.
 */
export function servedRoots(registry: RemoteRegistry | null): ReadonlySet<string> {
  return new Set(['portal', ...(registry?.remotes ?? []).flatMap((remote) => remote.routes.map((route) => route.path.split('/')[1]))]);
}

/** A backslash or a control character (tab, newline…): browsers drop or re-read these when they parse a URL. */
const isSuspicious = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A path of this portal's own pages, read the way the router will read it (after %-decoding). */
export function isServedPath(pathname: string, roots: ReadonlySet<string>): boolean {
  const plain = decoded(pathname);
  if (plain === null || plain.startsWith('//') || [...plain].some(isSuspicious)) return false;
  // '..' or '.' left after decoding ('/%2e%2e//x'): a later resolution could still climb out.
  const segments = plain.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return false;
  return roots.has(segments[0]) && !plain.includes('//');
}

/**
 * Where to go after sign-in: only a page of this portal, never another site (no open redirect
 * through ?next=). The address is resolved against the portal's origin, as the browser would,
 * and accepted only when the result is on the same origin and its path is one the portal serves
 * ('/..//evil.example' resolves to '//evil.example', which is neither). Anything else: the dashboard.
 */
export function safeNext(next: string | null, roots: ReadonlySet<string>, origin = window.location.origin): string {
  if (!next || next.length > MAX_LENGTH || !next.startsWith('/') || [...next].some(isSuspicious)) return FALLBACK;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return FALLBACK;
  }
  if (target.origin !== origin || !isServedPath(target.pathname, roots)) return FALLBACK;
  return target.pathname + target.search + target.hash;
}
