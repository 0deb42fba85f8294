import type { Config } from '../../../config';

/**
 * The portal origins that may frame the stand-ins: the configured one, and its twin on the other
 * loopback name (a developer may open the portal as localhost or as 127.0.0.1).
 */
export function framingOrigins(config: Config): string[] {
  const origins = [config.portalOrigin];
  try {
    const url = new URL(config.portalOrigin);
    const twin = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
    if (twin) origins.push(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`);
  } catch {
    // A malformed PORTAL_ORIGIN frames nothing extra.
  }
  return origins;
}

/**
 * Route options for an HTML stand-in: the API's JSON headers are left off (see
 * standInHelmetOptions). logLevel 'warn' keeps the request line, which carries tokens and
 * e-mail addresses in its query string, out of the log.
 */
export function standInRouteOptions() {
  return { logLevel: 'warn' as const, config: { ownSecurityHeaders: true } };
}

/**
 * @fastify/helmet options for the stand-in pages: instead of the API's JSON defaults (no
 * framing, nothing loads) a strict page policy that only the portal may frame; inline style and
 * script only with this response's nonce.
 */
export function standInHelmetOptions(config: Config) {
  return {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [] as string[],
        scriptSrc: [] as string[],
        frameAncestors: framingOrigins(config),
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: false as const,
  };
}
