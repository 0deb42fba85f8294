import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsContract } from '@portal/contracts/notifications';
import { audit } from '../../core/audit';
import { answerOf, sendAnswer } from '../../core/answerCache';
import { readSince, sendChanges } from '../../core/changes';
import { registerEndpoint } from '../../core/contract';
import { notFound, unprocessable } from '../../core/errors';
import { onStopping } from '../../core/gracefulStop';
import { sessionSecret } from '../../core/session';
import { onNotificationsRecorded } from './events';
import { registerNotificationExport } from './export';
import { startNotificationJobs } from './jobs';
import { startInstantMail } from './mail';
import { preferencesOf, savePreferences } from './preferences';
import { listNotifications, markAllRead, markRead, notificationChanges, unreadCount, type Reader } from './queries';
import { NotificationStreams } from './stream';
import { redeemUnsubscribeToken } from './unsubscribe';
import { inLanguage } from './words';
import { API_LANGUAGES, languageOf, translate } from '../../core/i18n';
import { LANGUAGE_COOKIE } from '@portal/contracts/i18n/language';

/**
 * The stream's language: a browser's EventSource sends no header of the portal's (its
 * Accept-Language is the browser's), but the portal's language cookie, which the language menu
 * and sign-in set.
 */
const streamLanguageOf = (request: FastifyRequest): string => {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return chosen && API_LANGUAGES.includes(chosen) ? chosen : languageOf(request);
};

const REFUSED = {
  invalid: 'This unsubscribe link is not valid.',
  expired: 'This unsubscribe link has expired.',
  used: 'This unsubscribe link has already been used.',
} as const;

/**
 * The notifications slice's contract (shared/contracts/src/notifications.ts, docs/notifications.md):
 * the list with filters and paging, the unread count, read marks, the live stream, the
 * preferences and the one-click unsubscribe. What a user sees is decided per request from the
 * current selection rules (queries.ts), never stored per user.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const streams = new NotificationStreams(db);
  const stopListening = onNotificationsRecorded(db, () => streams.nudge());
  const stopMail = startInstantMail(db, config);
  onStopping(app, () => streams.closeAll());
  app.addHook('onClose', async () => {
    stopListening();
    stopMail();
    await streams.stop();
  });
  startNotificationJobs(app);

  // With an access token, the token's organisations (X-Organisation narrows them); a session reads every organisation it may select.
  const readerOf = async (request: FastifyRequest): Promise<Reader> =>
    request.accessToken ? { ...request.user!, onlyCustomers: (await request.getScope()).customerIds } : request.user!;

  // Sent with an ETag of its JSON: a client polling it gets a 304 while nothing changed.
  registerEndpoint(app, notificationsContract.list, async (request, reply) => {
    const { type, organisation, state, offset = 0, limit = 20 } = request.query;
    const updatedSince = request.query.updatedSince === undefined ? undefined : readSince(request.query.updatedSince);
    // The schema's coercion reads "1e400" as Infinity, which its integer check lets through.
    if (!Number.isSafeInteger(offset)) throw unprocessable({ offset: ['The offset field must be a whole number.'] });
    if (!Number.isSafeInteger(limit)) throw unprocessable({ limit: ['The limit field must be a whole number.'] });
    const list = await listNotifications(db, await readerOf(request), { type, organisation, state, offset, limit, updatedSince });
    const language = languageOf(request);
    return sendAnswer(request, reply, answerOf(JSON.stringify({ ...list, items: list.items.map((n) => inLanguage(n, language)) })));
  });

  registerEndpoint(app, notificationsContract.changes, async (request, reply) =>
    sendChanges(request, reply, await notificationChanges(db, await readerOf(request), request.query ?? {})),
  );

  registerNotificationExport(app);

  registerEndpoint(app, notificationsContract.unreadCount, async (request) => ({ unread: await unreadCount(db, await readerOf(request)) }));

  registerEndpoint(app, notificationsContract.markRead, async (request) => {
    const reader = await readerOf(request);
    if (!(await markRead(db, reader, request.params.id))) throw notFound();
    return { unread: await unreadCount(db, reader) };
  });

  registerEndpoint(app, notificationsContract.markAllRead, async (request) => {
    const reader = await readerOf(request);
    await markAllRead(db, reader);
    return { unread: await unreadCount(db, reader) };
  });

  registerEndpoint(app, notificationsContract.stream, async (request, reply) => {
    // Only an event-stream client gets the never-ending answer; anything else is told what this is.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      return reply.code(406).send({ message: 'This is an event stream: ask for text/event-stream.', code: 'NOT_ACCEPTABLE' });
    }
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && /^\d{1,12}$/.test(header) ? Number(header) : null;
    // The stream is written straight to the socket: no compression, no buffering (stream.ts).
    reply.hijack();
    await streams.open(request.user!, request.session.sessionId, reply.raw, lastEventId, streamLanguageOf(request));
  });

  registerEndpoint(app, notificationsContract.preferences, async (request) => ({ preferences: await preferencesOf(db, request.user!.id) }));

  registerEndpoint(app, notificationsContract.savePreferences, async (request) => {
    const types = request.body.preferences.map((p) => p.type);
    if (new Set(types).size !== types.length) throw unprocessable({ preferences: ['Each type may be named once.'] });
    await savePreferences(db, request.user!.id, request.body.preferences);
    // Audited like every change of a user's settings, which is how one made while impersonating is told apart (impersonator_id).
    await audit(db, request, 'notifications.savePreferences', 'user', request.user!.id, { preferences: request.body.preferences });
    return { preferences: await preferencesOf(db, request.user!.id) };
  });

  // No sign-in: the link in the mail is the proof (signed, once, until it expires).
  registerEndpoint(app, notificationsContract.unsubscribe, async (request) => {
    const result = await redeemUnsubscribeToken(db, await sessionSecret(config, db), request.body.token);
    if (!result.ok) throw unprocessable({ token: [REFUSED[result.reason]] }, REFUSED[result.reason]);
    return { message: translate('You will no longer receive these e-mails.', languageOf(request)), type: result.type };
  });

  // RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe address,
  // form-encoded (or multipart, which @fastify/multipart accepts unread). Only this plugin parses
  // form bodies. The tokens in the address are the proof: no session, no anti-forgery token
  // (core/session.ts exempts the route), each link once.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  registerEndpoint(app, notificationsContract.unsubscribeOneClick, async (request) => {
    const secret = await sessionSecret(config, db);
    const results = [];
    for (const token of request.query.token) results.push(await redeemUnsubscribeToken(db, secret, token));
    const types = results.flatMap((r) => (r.ok ? [r.type] : []));
    const refused = results.find((r) => !r.ok);
    if (types.length === 0 && refused && !refused.ok) throw unprocessable({ token: [REFUSED[refused.reason]] }, REFUSED[refused.reason]);
    return { message: translate('You will no longer receive these e-mails.', languageOf(request)), types };
  });
}
