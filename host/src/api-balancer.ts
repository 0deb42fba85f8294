// The portal host's side of several API instances: one undici BalancedPool over them, kept to
// the healthy ones by polling each instance's GET /api/health, and a retry rule for
// @fastify/reply-from. A real deployment does the same with nginx/HAProxy/a cloud load balancer
// (see ARCHITECTURE.md, "Deployment topology").
import { BalancedPool, request } from 'undici';
import type { FastifyReply } from 'fastify';
// The health check's address is its contract's (@portal/contracts/system).
import { systemContract } from './contracts.ts';

/** The API instances' origins: API_INSTANCES of them on consecutive ports from the API port. */
export function apiOrigins(ports: { api: number }, env: NodeJS.ProcessEnv = process.env): string[] {
  const count = apiInstanceCount(env);
  return Array.from({ length: count }, (_, i) => `http://127.0.0.1:${ports.api + i}`);
}

function apiInstanceCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.API_INSTANCES?.trim() || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error(`API_INSTANCES must be an integer from 1 to 32, got "${raw}"`);
  return count;
}

/** How often each instance's health is asked, and how long its answer may take. */
const HEALTH_EVERY_MS = 500;
const HEALTH_TIMEOUT_MS = 1000;
/**
 * How long an instance must say "draining" before it stops listening, so that the balancer has
 * taken it out first: a round can start just before the instance begins draining and take up to
 * the timeout, and the next one comes an interval later. Twice that, for a busy host.
 */
export const DRAIN_MS = 2 * (HEALTH_EVERY_MS + HEALTH_TIMEOUT_MS);

/**
 * A BalancedPool over `origins` that sends requests only to instances whose /api/health says
 * ready. An instance that is draining, down or slow to answer is taken out (its requests in
 * flight finish); it is put back once it says ready again. While no instance is healthy all
 * stay in: trying beats refusing.
 */
export function createApiBalancer(origins: string[], { healthPath = systemContract.health.path, everyMs = HEALTH_EVERY_MS, log = (_line: string) => {} } = {}) {
  const pool = new BalancedPool(origins, { headersTimeout: 120_000, bodyTimeout: 120_000 });
  const healthy = new Map(origins.map((origin) => [origin, true]));

  const check = async (origin: string) => {
    try {
      const res = await request(`${origin}${healthPath}`, { headersTimeout: HEALTH_TIMEOUT_MS, bodyTimeout: HEALTH_TIMEOUT_MS });
      await res.body.dump();
      return res.statusCode === 200;
    } catch {
      return false;
    }
  };

  const apply = () => {
    const up = origins.filter((origin) => healthy.get(origin));
    for (const origin of origins) {
      const inPool = pool.upstreams.includes(origin);
      const wanted = healthy.get(origin) || up.length === 0;
      if (wanted && !inPool) pool.addUpstream(origin);
      else if (!wanted && inPool) pool.removeUpstream(origin);
    }
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    const results = await Promise.all(origins.map(check));
    if (stopped) return;
    origins.forEach((origin, i) => {
      if (healthy.get(origin) !== results[i]) log(`API instance ${origin} ${results[i] ? 'ready' : 'not ready'}`);
      healthy.set(origin, results[i]);
    });
    apply();
    timer = setTimeout(round, everyMs);
    timer.unref();
  };
  void round();

  return {
    pool,
    /** Which instances take requests now. */
    upstreams: () => pool.upstreams,
    async close() {
      stopped = true;
      clearTimeout(timer);
      // reply-from destroys the pool it was given when the host closes: either may come first.
      if (!pool.closed && !pool.destroyed) await pool.close().catch(() => {});
    },
  };
}

/** The request never left the host: the connection was refused, or the pool had just been taken out (draining). */
const NEVER_SENT = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);
/** The connection broke before an answer: the instance may have begun the request. */
const BROKEN = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * After the immediate retries, how long a request keeps being tried again, and the pause between
 * tries: long enough for a health round to take a dead instance out. Until then undici's
 * BalancedPool only lowers a failing instance's weight, so immediate retries can all land on it
 * (one GET of 2 304 failed that way in a kill -9 test).
 */
export const RETRY_WINDOW_MS = HEALTH_EVERY_MS + HEALTH_TIMEOUT_MS;
export const RETRY_PAUSE_MS = 100;

/** What reply-from hands its retryDelay. */
interface RetryContext {
  err?: (Error & { code?: string }) | null;
  req: { method: string; body?: unknown };
  res: unknown;
  attempt: number;
}

/**
 * reply-from's retryDelay: try a request again on another instance, right away `immediate` times,
 * then every RETRY_PAUSE_MS for RETRY_WINDOW_MS, when
 * - it never reached an instance (connection refused; or sent to an instance the balancer had
 *   just taken out, which undici's BalancedPool may still pick while its requests in flight
 *   finish), whatever its method, as long as its body is in memory to send again (JSON is;
 *   a streamed upload is not); or
 * - it is a GET or HEAD whose connection broke before any answer (a crash): those are idempotent.
 * Nothing else: a POST whose connection broke may have been carried out, so it fails (502) and
 * the client decides.
 */
export function retryUndelivered(immediate: number) {
  const last = immediate + Math.ceil(RETRY_WINDOW_MS / RETRY_PAUSE_MS);
  return ({ err, req, res, attempt }: RetryContext): number | null => {
    if (attempt >= last || res || !err) return null;
    const replayable = req.body === undefined || req.body === null || typeof req.body === 'string' || Buffer.isBuffer(req.body);
    const code = err.code ?? '';
    const retry = (NEVER_SENT.has(code) && replayable) || (BROKEN.has(code) && IDEMPOTENT.has(req.method));
    if (!retry) return null;
    // reply-from takes 0 as "no retry": 1 ms is right away.
    return attempt < immediate ? 1 : RETRY_PAUSE_MS;
  };
}

/**
 * What the host answers when no instance answered: the API's error shape, 504 for a timeout and
 * 502 otherwise (reply-from would say 500 with its own codes).
 */
export function upstreamError(reply: FastifyReply, { error }: { error?: { statusCode?: number } }) {
  const timeout = error?.statusCode === 504;
  reply
    .code(timeout ? 504 : 502)
    .header('cache-control', 'no-store')
    .send({ message: 'The service did not answer. Please try again.', code: timeout ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY' });
}
