const FALLBACK = '/shipments';

/** A backslash or a control character: browsers drop or re-read these when they parse a URL. */
const isSuspicious = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * Where to go after sign-in: only a path on this portal, never another site (no open redirect
 * through ?next=). Browsers read '/\evil.com' and '/<tab>/evil.com' as '//evil.com', so the test is
 * where the URL parser lands, not how the string starts.
 */
export function safeNext(next: string | null, origin = window.location.origin): string {
  if (!next || !next.startsWith('/') || [...next].some(isSuspicious)) return FALLBACK;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return FALLBACK;
  }
  if (target.origin !== origin || target.pathname.startsWith('/login')) return FALLBACK;
  return target.pathname + target.search + target.hash;
}
