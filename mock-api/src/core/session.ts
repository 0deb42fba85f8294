import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { SqliteSessionStore } from './sessionStore';

/**
 * Server-side sessions in SQLite (cookie `portal.sid` holds only the signed id) and the
 * session-bound anti-forgery token: header `x-csrf-token` on every POST/PUT/PATCH/DELETE and on
 * routes with `config: { stateChanging: true }`. Only POST /api/login is exempt; it insists on
 * a JSON body instead, which a cross-site form cannot send.
 */
export const SESSION_COOKIE = 'portal.sid';
export const CSRF_HEADER = 'x-csrf-token';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_EXEMPT = new Set(['POST /api/login']);
const PURGE_EVERY_MS = 10 * 60_000;

/** A generated secret kept in the database, so sessions survive a restart. */
function sessionSecret(config: Config, db: Db): string {
  if (config.sessionSecret) return config.sessionSecret;
  const row = db.get<{ meta_value: string }>("SELECT meta_value FROM app_meta WHERE meta_key = 'session_secret'");
  if (row) return row.meta_value;
  const secret = crypto.randomBytes(48).toString('base64url');
  db.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('session_secret', @secret)", { secret });
  return secret;
}

export function needsCsrf(request: FastifyRequest): boolean {
  if (request.is404) return false;
  if (CSRF_EXEMPT.has(`${request.method} ${request.routeOptions.url}`)) return false;
  return STATE_CHANGING_METHODS.has(request.method) || request.routeOptions.config?.stateChanging === true;
}

/** Call on the root instance before setupAuth and before any route. */
export async function setupSession(app: FastifyInstance, config: Config, db: Db): Promise<SqliteSessionStore> {
  const store = new SqliteSessionStore(db, config.sessionIdleMinutes * 60_000, config.sessionAbsoluteHours * 3_600_000);

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: sessionSecret(config, db),
    cookieName: SESSION_COOKIE,
    store,
    // Only sessions that hold something (a CSRF secret, a user) are stored; activity is
    // tracked by the store itself, so no write per request.
    saveUninitialized: false,
    rolling: false,
    // No maxAge: a browser-session cookie; the server enforces idle and absolute timeouts.
    cookie: { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies ? true : 'auto' },
  });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/session',
    getToken: (request: FastifyRequest) => {
      const value = request.headers[CSRF_HEADER];
      return typeof value === 'string' ? value : undefined;
    },
  });

  // onRequest: a forged request is turned away before its body (an upload, say) is read.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!needsCsrf(request)) return done();
    app.csrfProtection(request, reply, done);
  });

  app.decorate('endAllSessionsOfUser', (userId: number, exceptSid?: string) => store.endAllSessionsOfUser(userId, exceptSid));

  store.purgeExpired();
  const timer = setInterval(() => store.purgeExpired(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return store;
}
