import type { FastifyRequest } from 'fastify';

/**
 * The second layer under the anti-forgery token on a state-changing request with a session: a
 * browser says where the request comes from, and one from another site is refused even with a
 * valid token (a token leaked to another site, say through a reflected page, is worth nothing there).
 *
 * - `Sec-Fetch-Site: same-origin` (or `none`, typed by the user) passes: every browser the portal
 *   supports sends it, on the portal and on a remote served alone (its /api is proxied, so the
 *   API is the page's own origin).
 * - Otherwise an `Origin` must be the portal's (PORTAL_ORIGIN) or the request's own, as the host
 *   in front forwards it (X-Forwarded-Host/-Proto, believed from loopback only): the portal host
 *   and the remotes' dev servers. `Origin: null` (a sandboxed or file page) is foreign.
 * - Neither header: not a browser's fetch (a program with a session, an older browser on its own
 *   origin, which sends Origin on cross-site requests): the anti-forgery token alone decides.
 */
export function isForeignOrigin(request: FastifyRequest, portalOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin !== new URL(portalOrigin).origin && origin !== `${request.protocol}://${request.host}`;
  // A browser's same-site or cross-site request without an Origin (a GET that changes state).
  return site !== undefined;
}
