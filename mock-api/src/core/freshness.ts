import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * What a data layer offers so that nothing is trusted from one process's memory alone: every
 * cache (sessions, users, scopes, whole answers) compares a generation it was filled at with the
 * current one, and the current one moves when any instance writes.
 *
 * SqliteDb: pollChanges asks `PRAGMA data_version` (moves only when another connection
 * committed) and reads change_counters only then; it answers synchronously. PostgresDb: reads the
 * change_counters rows once per request (a Promise; requests arriving during a read share the next).
 */
export interface ChangeFeed {
  /** Looks once whether another instance changed data or sessions; cheap when none did. */
  pollChanges(): void | Promise<void>;
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
export function pollChangesPerRequest(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onRequest', (_request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const polled = feed.pollChanges();
    if (polled) polled.then(() => done(), done);
    else done();
  });
}
