import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Response headers for a JSON API: nothing may be framed, sniffed, leaked via Referer or
 * cached. helmet builds them once at start; @fastify/helmet would rebuild its middleware, and
 * re-parse the policy, on every request (18 µs each, more than a whole Fastify hello-world).
 * A route that serves HTML (the external-app stand-ins) sets `config: { ownSecurityHeaders: true }`
 * and registers its own policy.
 */
export function apiHelmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS only means something over https.
    strictTransportSecurity: config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/**
 * What helmet sends on every JSON answer, for the few answers sent before its hook can run
 * (router errors, see frameworkErrors in errorHandler.ts).
 */
export const STATIC_API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sets its own security headers (an HTML page); the API's are left off. */
    ownSecurityHeaders?: boolean;
  }
}

export async function setupSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const applyApiHeaders = helmet(apiHelmetOptions(config));
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.routeOptions.config?.ownSecurityHeaders) return done();
    applyApiHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  // Personal data must not linger in shared caches or the back/forward cache.
  app.addHook('onSend', (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
