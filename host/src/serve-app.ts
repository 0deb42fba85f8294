// Serves one built app from its own port, as its own deployment:
//   shell   → the portal host: SPA, /remotes.json, /api proxied to the API, the portal's CSP
//   remotes → static files with CORS; a remote's index.html is its standalone page (also with /api)
// Hashed chunks are cached for good; manifests, entries and HTML are revalidated every time.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { randomUUID } from 'node:crypto';
import type { BalancedPool } from 'undici';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiOrigins, createApiBalancer, retryUndelivered, upstreamError } from './api-balancer.ts';
import { APPS, portsFor, remoteConfig, remoteOrigin, root, type AppName } from './settings.ts';
import type { RemoteRegistry, RemoteRoute } from '../../shared/kit/src/federation/registry.ts';
import { isProxied, limitProxiedBodies } from './proxy-limits.ts';
import { htmlWithHints, readPreloadList, remoteScriptsCache, routeForPath, routesOf, signedInHint } from './html-hints.ts';
import { AFTER_PAINT_LOADER_HASH } from './after-paint.ts';
import { shipmentFirstPaint, type PaintRead } from './shipment-first-paint.ts';
import { lastKnownRoutes } from './last-known-routes.ts';
import { frameWordsOf, languageForRequest, languagesOf, type FrameWords } from './first-paint-language.ts';
import { apiReader, registerTrackPage } from './track-page.ts';
// Where the API answers (every contract's address starts with it), proxied by the portal host.
import { API_PREFIX } from './contracts.ts';

type ProxyReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

/**
 * The shell's routes.json, as its build wrote it: the shell's own routes and the first-paint
 * frame's words by language (none for a build without one).
 */
function readShellRoutesFile(dist: string): { ownRoutes: RemoteRoute[]; frame: Record<string, FrameWords> } {
  try {
    const file: unknown = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8'));
    return { ownRoutes: routesOf(file) ?? [], frame: frameWordsOf(file) };
  } catch {
    return { ownRoutes: [], frame: {} };
  }
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp|woff2?|json)$/;

/**
 * `options.distDir` serves another copy of the build (fault tests redeploy a remote from temp
 * dirs), `options.port` another port; both default to the app's own.
 */
export async function serveApp(name: string, env: NodeJS.ProcessEnv = process.env, options: { distDir?: string; port?: number } = {}) {
  // An app by its name (quotes) or its folder (mfe-quotes).
  const appName = (Object.keys(APPS) as AppName[]).find((k) => k === name || APPS[k].dir === name);
  if (!appName) throw new Error(`Unknown app ${name}`);
  const appDef = APPS[appName];
  const ports = portsFor(env);
  const port = options.port ?? ports.apps[appName];
  const dist = options.distDir ?? path.join(root, appDef.dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${appDef.dir} is not built: run the build first.`);
  const isShell = appName === 'shell';
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  // Closing (a test taking a remote down, Ctrl+C) must not wait on a browser's open keep-alive sockets.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const remoteOrigins = remoteConfig.remotes.map((r) => remoteOrigin(r.name, env));
  // The portal frames My tracker and its identity-provider login: allow the origins the API hands out for them
  // (its own TRACKER_URL / TRACKER_LOGIN_URL settings, stand-ins on the API by default), so changing one setting is
  // enough. EXTERNAL_APP_ORIGINS adds origins (space-separated). KPI and TMS open in a new tab, never in a frame.
  const framedUrls = [env.TRACKER_URL, env.TRACKER_LOGIN_URL].map((url) => url?.trim() || `http://localhost:${ports.api}`);
  const externalOrigins = [...new Set([...framedUrls.map((url) => new URL(url).origin), ...(env.EXTERNAL_APP_ORIGINS || '').split(/\s+/).filter(Boolean)])];

  const csp = [
    "default-src 'self'",
    // The hash: the loader a page drawn whole by the HTML starts its scripts with (after-paint.ts).
    `script-src 'self' ${AFTER_PAINT_LOADER_HASH} ${remoteOrigins.join(' ')}`,
    // AG Grid and style-loader inject <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remoteOrigins.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${remoteOrigins.join(' ')}`,
    // The basemap's tile worker is started from a blob: address (shared/ui/src/map/basemapTiles.ts).
    "worker-src 'self' blob:",
    `frame-src 'self' ${externalOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  // Served over TLS (SECURE_COOKIES=1, the API's own switch for it): browsers keep to https here, on every answer.
  const hsts = /^(1|true|yes|on)$/i.test(env.SECURE_COOKIES?.trim() ?? '') ? 'max-age=15552000; includeSubDomains' : null;
  app.addHook('onSend', async (request, reply) => {
    if (hsts && !reply.hasHeader('strict-transport-security')) reply.header('strict-transport-security', hsts);
    // An answer of the API is passed on as the API sent it (its Referrer-Policy, the stand-in
    // pages' own nonce CSP); these headers are the host's, for its own files only.
    if (isProxied(request)) return;
    const ownPolicy = (request.routeOptions.config as { ownPolicy?: boolean } | undefined)?.ownPolicy === true;
    reply.header('x-content-type-options', 'nosniff');
    // A page with its own policy (a share link's, host/src/track-page.ts) keeps its headers.
    if (!ownPolicy) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!isShell) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.includes('text/html') && !ownPolicy) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
    }
    const url = request.url.split('?')[0];
    if (!reply.getHeader('cache-control')) {
      reply.header('cache-control', HASHED.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });

  // How the shell's first-paint HTML reads the API (a shipment's page is drawn from its detail).
  let readApi: PaintRead | null = null;
  if (isShell || env.STANDALONE_API !== '0') {
    // The API trusts forwarding headers from this host only, so the host states them itself: a client's own
    // X-Forwarded-For must not pick the address that sign-in throttling and the login audit see, nor its
    // X-Request-Id the id the API logs.
    const replyOptions: ProxyReplyOptions = {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
        // Made here, never taken from the client: the API's log lines and transactions carry it.
        'x-request-id': randomUUID(),
      }),
    };
    // API_INSTANCES > 1: balanced over the healthy instances (host/src/api-balancer.ts).
    const origins = apiOrigins(ports, env);
    let upstream: Pick<FastifyHttpProxyOptions, 'upstream' | 'http' | 'undici'> = { upstream: apiOrigin, http: { requestOptions: { timeout: 120_000 } } };
    let apiPool: BalancedPool | null = null;
    if (origins.length > 1) {
      const balancer = createApiBalancer(origins, { log: env.LOG_LEVEL === 'silent' ? undefined : (line) => console.log(line) });
      app.addHook('onClose', () => balancer.close());
      upstream = { upstream: origins[0], undici: balancer.pool as unknown as FastifyHttpProxyOptions['undici'] };
      apiPool = balancer.pool;
      replyOptions.retryDelay = retryUndelivered(origins.length + 1);
      replyOptions.onError = upstreamError as ProxyReplyOptions['onError'];
    }
    limitProxiedBodies(app, env);
    const config = { proxied: true };
    await app.register(proxy, { ...upstream, prefix: API_PREFIX, rewritePrefix: API_PREFIX, replyOptions, config });
    await app.register(proxy, { ...upstream, prefix: '/stand-in', rewritePrefix: '/stand-in', replyOptions, config });
    // A shipment's share link: its own small page, drawn here from the API's answer (host/src/track-page.ts).
    if (isShell) {
      readApi = apiReader(apiPool ?? apiOrigin);
      registerTrackPage(app, readApi);
    }
  }

  // Each remote's build publishes its routes beside its manifest (routes.json); the host reads the
  // deployed files with the manifests (every 5 s, html-hints.ts) and keeps the last ones read on its
  // disk, so the registry, the menu and the first paint's titles follow a remote's deploy without a
  // restart, and never wait for a remote or depend on it being up.
  const lastKnown = lastKnownRoutes(env.ROUTES_CACHE_DIR || path.join(root, 'host/.cache/routes'));
  const remoteFiles = isShell ? remoteScriptsCache({ onRoutes: (url, routes) => lastKnown.save(url, routes) }) : null;
  // The shell's own pages (the user profile), published by the shell's build likewise: their title
  // and opening line at first paint too, with the frame's words in each of the shell's languages.
  // Every route comes with its title, menu label and leads in the other languages (`words`, put
  // in routes.json by its app's build from its messages), so the shell's menu shows them without
  // loading the remote, and switches with the language without a reload.
  const { ownRoutes, frame } = isShell ? readShellRoutesFile(dist) : { ownRoutes: [], frame: {} };
  // The browser's registry leaves out the words only the host's first paint draws with (`paintMessages`).
  const registry = ({ withPaintWords = false } = {}): RemoteRegistry => {
    const disabled = new Set((env.DISABLED_REMOTES || '').split(',').filter(Boolean));
    const routesOf = (manifest: string) => (remoteFiles?.routesFor(manifest) ?? []).map((route) => (withPaintWords ? route : { ...route, paintMessages: undefined }));
    return {
      remotes: remoteConfig.remotes.map((r) => {
        const manifest = `${remoteOrigin(r.name, env)}/mf-manifest.json`;
        return { name: r.name, manifest, enabled: !disabled.has(r.name), routes: routesOf(manifest) };
      }),
    };
  };
  if (isShell) {
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return registry();
    });
  }

  await app.register(fastifyStatic, { root: dist, preCompressed: true, wildcard: false, index: false, cacheControl: false, etag: true, lastModified: true });
  // The files are compressed by the build; the page, written per request, is compressed as it is sent
  // (not globally: the API's answers and streams pass through as the API sent them).
  await app.register(fastifyCompress, { global: false });
  // History-mode routing: any other path is the SPA's page.
  const indexHtml = readFileSync(path.join(dist, 'index.html'));
  // The shell's page carries the registry and the hints for its first scripts (host/src/html-hints.ts).
  const preload = isShell ? readPreloadList(dist) : null;
  if (remoteFiles) {
    // Every deployed remote's manifest and routes are read now and kept fresh in the background, so
    // even the first page after a start or a quiet spell names the remote's scripts (the page never
    // waits); until a remote answers, its routes are the ones this host read last.
    // A remote switched off (DISABLED_REMOTES) is not read, but keeps the routes read before: its
    // pages say it is switched off rather than not found.
    for (const { manifest } of registry().remotes) remoteFiles.seed(manifest, lastKnown.read(manifest));
    void remoteFiles.watch(registry().remotes.filter((r) => r.enabled).map((r) => r.manifest));
    app.addHook('onClose', async () => remoteFiles.close());
  }
  // A signed-in shipment's page is drawn from its detail, read with the visitor's own session
  // (the API scopes it; host/src/shipment-first-paint.ts).
  const paintOf = async (request: FastifyRequest, pathname: string) => {
    const owner = routeForPath(registry({ withPaintWords: true }), pathname);
    if (!readApi || !owner?.remote.enabled || !signedInHint(request.headers.cookie)) return null;
    const language = languageForRequest(request.headers.cookie, request.headers['accept-language'], languagesOf(frame));
    const headers = { cookie: request.headers.cookie ?? '', 'x-forwarded-for': request.ip };
    return shipmentFirstPaint(owner.route, pathname, { language, readApi, headers, timeoutMs: Number(env.FIRST_PAINT_READ_MS) || undefined });
  };
  const page = async (request: FastifyRequest) => {
    if (!remoteFiles || !preload) return { html: indexHtml, withData: false };
    const pathname = request.url.split('?')[0];
    const pagePaint = await paintOf(request, pathname);
    const html = htmlWithHints(indexHtml, { registry: registry(), ownRoutes, preload, pathname, cookieHeader: request.headers.cookie, acceptLanguage: request.headers['accept-language'], frame, remoteScripts: remoteFiles.scriptsFor, pagePaint });
    return { html, withData: !!pagePaint };
  };
  // Signed in or out, in one language or another, the page differs: a cache must keep them apart;
  // one drawn from a customer's data is theirs alone.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, withData } = await page(request);
    if (isShell) reply.header('vary', 'Cookie, Accept-Language');
    if (withData) reply.header('cache-control', 'private, no-cache');
    return reply.type('text/html; charset=utf-8').compress(html);
  };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  // A route rather than the not-found handler: @fastify/compress equips routes only.
  app.get('/*', (request, reply) => (String(request.headers.accept ?? '').includes('text/html') ? sendPage(request, reply) : notFound(reply)));
  app.get('/', sendPage);

  await app.listen({ port, host: 'localhost' });
  return { app, port, url: `http://localhost:${port}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const name = process.argv[2];
  serveApp(name).then(
    ({ url }) => console.log(`${name} served at ${url}`),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
