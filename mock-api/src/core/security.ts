import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Response headers for a JSON API: nothing may be framed, sniffed, leaked via Referer or
 * cached. helmet decides them, once at start (helmetHeaders); @fastify/helmet would rebuild its
 * middleware, and re-parse the policy, on every request (18 µs each, more than a whole Fastify
 * hello-world).
 * A route that serves HTML (the external-app stand-ins) sets `config: { ownSecurityHeaders: true }`
 * and registers its own policy.
 */
function apiHelmetOptions(config: Config): HelmetOptions {
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

/**
 * The headers helmet's middleware sets for these options, found once by running it against a
 * response that only records them: per request they are then a plain loop, where the middleware
 * chain cost eleven nested calls (about 3 µs of a 40 µs request).
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // A policy computed per response (a nonce, say) would not finish here: it needs the middleware.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export async function setupSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const apiHeaders = helmetHeaders(apiHelmetOptions(config));
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Personal data must not linger in shared caches or the back/forward cache. A route that may be
    // cached says so with reply.header, which overrides this at writeHead.
    reply.raw.setHeader('cache-control', 'no-store');
    if (request.routeOptions.config?.ownSecurityHeaders) return done();
    for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
    done();
  });
}
