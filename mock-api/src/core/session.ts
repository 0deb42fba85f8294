import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SELECTION_HINT_COOKIE, SIGNED_IN_HINT_COOKIE, selectionHintValue } from '@portal/contracts/rules/signIn';
import type { Config } from '../config';
import type { Db } from '../db';
import { setBounded } from './bounded';
import { runOnce } from './jobs';
import { forbidden } from './errors';
import { isForeignOrigin } from './originCheck';
import { RememberingSigner } from './sessionSigner';
import { SqliteSessionStore } from './sessionStore';
import type { SessionData } from './types';

/**
 * Server-side sessions in SQLite: cookie `portal.sid` holds only the session id, signed with
 * @fastify/cookie's Signer (HMAC-SHA256), and the session-bound anti-forgery token: header
 * `x-csrf-token` on every POST/PUT/PATCH/DELETE and on routes with `config: { stateChanging: true }`.
 * Only POST /api/login is exempt; it insists on a JSON body instead, which a cross-site form
 * cannot send.
 *
 * This replaces @fastify/session, which cost 23 µs on every request (two HMACs and two SHA-256
 * digests of the session to find out whether it changed): as much as the rest of a signed-in
 * request together, and the difference between meeting the API throughput budget or not. What
 * it did for us is kept: a random 192-bit id, a new id at sign-in (regenerate), destroy, a
 * session stored only once it holds something, and the store and cookie format unchanged.
 */
export const SESSION_COOKIE = 'portal.sid';

/** Sets (on sign-in) or clears the shell's readable "signed in" hint (shared/rules/signIn); signing out clears the selection hint too. */
export function setSignedInHint(request: FastifyRequest, reply: FastifyReply, signedIn: boolean, secureCookies: boolean): void {
  if (!signedIn) {
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    reply.clearCookie(SELECTION_HINT_COOKIE, { path: '/' });
    return;
  }
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', path: '/', secure: secureCookies || request.protocol === 'https' });
}

/**
 * Sets the selection hint (the selected organisation's or group's label, for the host's first
 * frame; shared/rules/signIn) when it differs from what the browser sent. HttpOnly: only the
 * portal host reads it, from the request, so no page script needs it.
 */
export function setSelectionHint(
  request: FastifyRequest,
  reply: FastifyReply,
  selection: { label: string; isGroup: boolean } | null,
  secureCookies: boolean,
): void {
  if (!selection) {
    if (request.cookies?.[SELECTION_HINT_COOKIE] !== undefined) reply.clearCookie(SELECTION_HINT_COOKIE, { path: '/' });
    return;
  }
  const value = selectionHintValue(selection);
  if (request.cookies?.[SELECTION_HINT_COOKIE] === value) return;
  reply.setCookie(SELECTION_HINT_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies || request.protocol === 'https' });
}
const CSRF_HEADER = 'x-csrf-token';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The one-click unsubscribe (RFC 8058) is POSTed by mail clients, without a session: its signed link is the proof.
const CSRF_EXEMPT = new Set(['POST /api/login', 'POST /api/notifications/unsubscribe/oneClick']);
const PURGE_EVERY_MS = 10 * 60_000;
const MAX_ACCEPTED_TOKENS = 20_000;

const newSessionId = (): string => crypto.randomBytes(24).toString('base64url');

/** request.session: the data (SessionData) as own properties, the id and the store behind private fields. */
export type PortalSession = ServerSession & SessionData;

export class ServerSession {
  #id: string | null;
  /** The data as stored, null while nothing is: a save happens only when the data differs. */
  #stored: Readonly<SessionData> | null;
  #destroyed = false;
  /** A new id was stored and the browser has not been told it yet (saveIfChanged). */
  #cookieDue = false;
  readonly #store: SqliteSessionStore;

  constructor(store: SqliteSessionStore, id: string | null, stored: Readonly<SessionData> | null) {
    this.#store = store;
    this.#id = id;
    this.#stored = stored;
    // SessionData holds plain values only, so a shallow copy is this request's own.
    if (stored) Object.assign(this, stored);
  }

  /** The id (the sessions table's sid); made on first need for a new session. */
  get sessionId(): string {
    return (this.#id ??= newSessionId());
  }

  /** A new id with no data: what was planted before sign-in is worth nothing after it. */
  async regenerate(): Promise<void> {
    if (this.#id && this.#stored !== null) await this.#store.destroy(this.#id);
    this.#clear();
    this.#id = newSessionId();
    this.#stored = null;
    this.#cookieDue = false;
  }

  /** Ends the session on the server; the cookie is left to the caller (logout clears it). */
  async destroy(): Promise<void> {
    if (this.#id && this.#stored !== null) await this.#store.destroy(this.#id);
    this.#clear();
    this.#destroyed = true;
    this.#cookieDue = false;
  }

  #clear(): void {
    for (const key of Object.keys(this)) delete (this as Record<string, unknown>)[key];
  }

  /**
   * The data as the store holds it now, not as this request read it: another request of the same
   * session (a switch) may have stored since. Null when nothing is stored under this id.
   */
  async storedNow(): Promise<Readonly<SessionData> | null> {
    return this.#id && !this.#destroyed ? this.#store.get(this.#id) : null;
  }

  /** Stores the data when it changed (sign-in calls it in its own transaction; the reply's save then finds it stored). */
  async storeIfChanged(): Promise<void> {
    if (this.#destroyed || sameData(this, this.#stored ?? NOTHING)) return;
    if (this.#stored === null) this.#cookieDue = true;
    this.#stored = await this.#store.set(this.sessionId, this as SessionData);
  }

  /** storeIfChanged; true, once, when the browser needs the cookie: a new id was stored during this request. */
  async saveIfChanged(): Promise<boolean> {
    await this.storeIfChanged();
    const due = this.#cookieDue;
    this.#cookieDue = false;
    return due;
  }
}

const NOTHING: Readonly<SessionData> = Object.freeze({});

/** The same values under the same keys, as JSON would see them (undefined is no value). */
function sameData(session: object, stored: Readonly<SessionData>): boolean {
  let count = 0;
  for (const [key, value] of Object.entries(session)) {
    if (value === undefined) continue;
    if (value !== (stored as Record<string, unknown>)[key]) return false;
    count++;
  }
  return count === Object.keys(stored).length;
}

/** A generated secret kept in the database, so sessions survive a restart. */
export async function sessionSecret(config: Config, db: Db): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const row = await db.get<{ meta_value: string }>("SELECT meta_value FROM app_meta WHERE meta_key = 'session_secret'");
  if (row) return row.meta_value;
  // Instances starting together on a new database: the first one's secret is everyone's.
  const secret = crypto.randomBytes(48).toString('base64url');
  await db.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('session_secret', @secret) ON CONFLICT (meta_key) DO NOTHING", { secret });
  return (await db.get<{ meta_value: string }>("SELECT meta_value FROM app_meta WHERE meta_key = 'session_secret'"))!.meta_value;
}

function needsCsrf(request: FastifyRequest): boolean {
  if (request.is404) return false;
  // A bearer token is sent by a program, never by a browser on its own: nothing to forge.
  if (request.accessToken) return false;
  if (CSRF_EXEMPT.has(`${request.method} ${request.routeOptions.url}`)) return false;
  return STATE_CHANGING_METHODS.has(request.method) || request.routeOptions.config?.stateChanging === true;
}

/** Call on the root instance before setupAuth and before any route. */
export async function setupSession(app: FastifyInstance, config: Config, db: Db): Promise<SqliteSessionStore> {
  const store = new SqliteSessionStore(db, config.sessionIdleMinutes * 60_000, config.sessionAbsoluteHours * 3_600_000);
  const signer = new RememberingSigner(await sessionSecret(config, db));

  await app.register(fastifyCookie);
  app.decorateRequest('session', null as unknown as PortalSession);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const unsigned = cookie ? signer.unsign(cookie) : null;
    const sid = unsigned?.valid ? unsigned.value : null;
    const stored = sid ? await store.get(sid) : null;
    request.session = new ServerSession(store, stored === null ? null : sid, stored) as PortalSession;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // No maxAge: a browser-session cookie; the server enforces idle and absolute timeouts.
    if (await request.session?.saveIfChanged()) {
      reply.setCookie(SESSION_COOKIE, signer.sign(request.session.sessionId), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: config.secureCookies || request.protocol === 'https',
      });
    }
    return payload;
  });

  await app.register(fastifyCsrf, {
    // It reads and writes request.session._csrf, which is what our session offers.
    sessionPlugin: '@fastify/session',
    getToken: (request: FastifyRequest) => {
      const value = request.headers[CSRF_HEADER];
      return typeof value === 'string' ? value : undefined;
    },
  });

  // onRequest: a forged request is turned away before its body (an upload, say) is read. A
  // session's token checks out the same way every time: pairs the library accepted are
  // remembered (bounded), which spares a hash on every state-changing call and table page.
  const accepted = new Map<string, true>();
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!needsCsrf(request)) return done();
    if (isForeignOrigin(request, config.portalOrigin)) return done(forbidden("Changes are accepted from the portal's own pages only."));
    const secret = request.session._csrf;
    const token = request.headers[CSRF_HEADER];
    const pair = secret && typeof token === 'string' ? `${secret}\n${token}` : null;
    if (pair && accepted.has(pair)) return done();
    app.csrfProtection(request, reply, (err?: Error) => {
      if (!err && pair) setBounded(accepted, pair, true, MAX_ACCEPTED_TOKENS);
      done(err);
    });
  });

  app.decorate('endAllSessionsOfUser', async (userId: number, exceptSid?: string) => store.endAllSessionsOfUser(userId, exceptSid));

  // Once per slot across instances; the throttle's ended windows and old job runs go with the sessions.
  const purge = () =>
    app.background
      .run(() =>
        runOnce(app.jobs, 'sessions.purge', String(Math.floor(Date.now() / PURGE_EVERY_MS)), PURGE_EVERY_MS, async () => {
          await store.purgeExpired();
          await app.throttle.purgeExpired();
          // A week of finished runs is plenty to see what ran where; older ones only take room.
          await app.jobs.purgeFinished(Date.now() - 7 * 86_400_000);
        }),
      )
      .catch((err: unknown) => app.log.error({ err }, 'purge of expired sessions failed'));
  await purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return store;
}
