import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Response headers for a JSON API: nothing may be framed, sniffed, leaked via Referer or
 * cached. A route that serves HTML (the external-app stand-ins) overrides per route with
 * `{ helmet: { contentSecurityPolicy: { directives: … }, frameguard: false } }`.
 */
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
