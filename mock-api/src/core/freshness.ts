import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * What a data layer offers so that nothing is trusted from one process's memory alone: every
 * cache (sessions, users, scopes, whole answers) compares a generation it was filled at with the
 * current one, and the current one moves when any instance writes.
 *
 * SqliteDb: pollChanges asks `PRAGMA data_version` (moves only when another connection
 * committed) and reads change_counters only then; it answers synchronously. PostgresDb: changes
 * are pushed (LISTEN/NOTIFY, db/pgChangeListener.ts) and pollChanges reads nothing while the
 * listener is current; otherwise it reads the change_counters rows (requests arriving during a
 * read share the next). A reply after a write waits for settle(): the instances that trust their
 * caches without asking have seen the write.
 */
export interface ChangeFeed {
  /** Looks once whether another instance changed data or sessions; cheap when none did. */
  pollChanges(): void | Promise<void>;
  /** Moves with every write other instances must learn of before it is acknowledged. */
  readonly unsettled: number;
  settle(): void | Promise<void>;
  /** Moves with every data write, here or (once polled) elsewhere. */
  readonly generation: number;
  /** As generation, and also with a session stored or ended elsewhere. */
  readonly sessionGeneration: number;
}

/**
 * The first onRequest hook: before a session, user or cached answer is read, this request
 * learns of every write any instance committed before it arrived (a write is acknowledged only
 * after its commit, so "seen by the next request on any instance" holds).
 */
/** feed.unsettled when each request arrived. */
const unsettledAt = new WeakMap<FastifyRequest, number>();

export function pollChangesPerRequest(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    unsettledAt.set(request, feed.unsettled);
    if (request.routeOptions.config?.withoutDatabase) return done();
    const polled = feed.pollChanges();
    if (polled) polled.then(() => done(), done);
    else done();
  });
}

/**
 * The answer is the acknowledgement: after a write (this request's, or one made while it ran:
 * telling them apart is not worth the bookkeeping) it waits until the write is settled. Added
 * after every other onSend hook that may write (the session's save), so it runs last.
 */
export function settleBeforeReply(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onSend', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    const at = unsettledAt.get(request);
    const settled = at !== undefined && at !== feed.unsettled ? feed.settle() : undefined;
    if (settled) settled.then(() => done(null, payload));
    else done(null, payload);
  });
}
