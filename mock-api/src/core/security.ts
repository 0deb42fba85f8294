import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Response headers for a JSON API: nothing may be framed, sniffed, leaked via Referer or
 * cached. A route that serves HTML (the external-app stand-ins) overrides per route with
 * `{ helmet: { contentSecurityPolicy: { directives: … }, frameguard: false } }`.
 */
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

export async function setupSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
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
  });

  // Personal data must not linger in shared caches or the back/forward cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
