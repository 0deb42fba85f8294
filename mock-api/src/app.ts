import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { API_PREFIX } from '@portal/contracts/endpoint';
import { databaseTarget, type Config } from './config';
import { setupAuth } from './core/auth';
import { setupBackgroundWork } from './core/background';
import { frameworkErrors, registerErrorHandling } from './core/errorHandler';
import { refuseLargeBodiesOnceRead } from './core/bodyLimit';
import { pollChangesPerRequest, settleBeforeReply } from './core/freshness';
import { healthRoute } from './core/health';
import { carryRequestId, requestIdOf } from './core/requestId';
import { setupMetrics } from './core/metrics';
import { databaseName, DbJobClaims } from './core/jobs';
import { collectRoutes } from './core/routeInventory';
import { requestValidatorCompiler } from './core/requestSchemas';
import { warmUpPasswords } from './core/passwords';
import { setupSecurityHeaders } from './core/security';
import { markDraining } from './core/gracefulStop';
import { lazyChildLogger } from './core/lazyLogger';
import { setupSession } from './core/session';
import { DbThrottle, rateLimitStore } from './core/throttle';
import { Db, openDb } from './db';
import { apiRoutes, rootRoutes } from './modules';
import { setupOpenApi } from './openapi';
import { startShipmentFeed } from './simulation/feed';
import { redactTokens, setupBearerTokens } from './modules/accessTokens/bearer';

/** Never written to the log: session cookies, tokens, passwords. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.currentPassword',
  '*.token',
  '*.csrfToken',
  '*.accessToken',
  '*.refreshToken',
  '*.userPassword',
];

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    // Fastify's own request fields, with an access token in the address (refused) left out.
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactTokens(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }),
    },
  };
}

export interface BuildOptions {
  /** Close a db passed in when the app closes (the server's); by default it stays the caller's. */
  closeDb?: boolean;
}

/**
 * The whole API as a Fastify instance, not yet listening. With no db given it opens (and
 * migrates) config.dbFile and closes it with the app; a db passed in stays the caller's unless
 * `closeDb`. Either way the database is closed last: after every module's onClose hook and every
 * background run (core/background.ts).
 */
export async function buildApp(config: Config, db?: Db, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownDb = !db || options.closeDb === true;
  const database = db ?? (await openDb(databaseTarget(config), { applicationName: databaseName() }));

  const app = Fastify({
    logger: loggerOptions(config),
    childLoggerFactory: lazyChildLogger,
    // The shell host proxies /api from localhost: believe its X-Forwarded-For, nobody else's.
    trustProxy: 'loopback',
    // The same trust for the front door's X-Request-Id (core/requestId.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Keep arbitrary query strings from building deep objects.
    routerOptions: { maxParamLength: 200 },
    // A path with a broken %-escape gets the API's error body and headers, not Fastify's.
    frameworkErrors,
    // A "__proto__" or "constructor.prototype" key is dropped by the JSON parser, so the field that
    // held it is checked as the object it is (a 422 naming it), and nothing reaches a prototype.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // While stopping, a request on a connection the client already holds is answered (with
    // Connection: close), not 503'd; idle connections are closed at once. See core/gracefulStop.ts.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });

  // JSON bodies are checked without coercion: a field of the wrong type is a 422 naming it.
  app.setValidatorCompiler(requestValidatorCompiler());
  app.decorate('config', config);
  app.decorate('db', database);
  collectRoutes(app);
  // onClose hooks run last registered first: these two run after every module's.
  if (ownDb) app.addHook('onClose', async () => database.close());
  setupBackgroundWork(app);

  carryRequestId(app);
  markDraining(app);
  app.decorate('metrics', await setupMetrics(app, config.metricsPort, config.host));
  registerErrorHandling(app);
  refuseLargeBodiesOnceRead(app, config);
  pollChangesPerRequest(app, database);
  // Changes pushed (PostgreSQL): stopped when the database is closed.
  await database.listen();
  await setupSecurityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 2048, encodings: ['gzip', 'deflate'] });
  // Counted in the database: a limit holds across every instance.
  const throttle = new DbThrottle(database);
  app.decorate('throttle', throttle);
  app.decorate('jobs', new DbJobClaims(database));
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(throttle) });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitKb * 1024, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
  // Before the session: a request with an access token needs no anti-forgery token.
  setupBearerTokens(app);
  await setupSession(app, config, database);
  setupAuth(app);
  settleBeforeReply(app, database);

  await setupOpenApi(app);
  await healthRoute(app);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(rootRoutes);
  // The stand-in for the forwarder's TMS: it re-writes the demo organisations' shipments each day.
  startShipmentFeed(app);

  void warmUpPasswords();
  return app;
}
