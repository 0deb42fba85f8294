import type { FastifyInstance } from 'fastify';

/**
 * Work the API starts on its own, not for a request: a timer's sweep, the daily refresh, a purge,
 * a throttle flush. Each run goes through `app.background.run`, so a stop can wait for the runs
 * under way: the database is closed only after every module has stopped its timers (their onClose
 * hooks) and every run has finished. Closed under a run, the next query of that run failed with
 * "Cannot use a pool after calling end" (PostgreSQL) at every stop of a busy instance.
 */
const settled = () => undefined;

export class BackgroundWork {
  private readonly running = new Set<Promise<unknown>>();
  private stoppedAt = false;

  /** True once the stop began: no new run starts. */
  get stopped(): boolean {
    return this.stoppedAt;
  }

  /** Runs `work` unless stopped (then resolves undefined without running it). */
  run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.stoppedAt) return Promise.resolve(undefined);
    const run = work();
    const tracked: Promise<void> = run.then(settled, settled).then(() => {
      this.running.delete(tracked);
    });
    this.running.add(tracked);
    return run;
  }

  /** Resolves once no run is under way (runs started meanwhile included), without stopping. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Starts no more runs and waits for those under way (a run's failure is its own to report). */
  async stop(): Promise<void> {
    this.stoppedAt = true;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/**
 * Decorates `app.background`. Call before any module registers: Fastify runs onClose hooks in
 * the reverse order of their registration, so this stop runs after every module's own hook
 * (which clears its timers) and before whatever was registered earlier (the database's close).
 */
export function setupBackgroundWork(app: FastifyInstance): void {
  const background = new BackgroundWork();
  app.decorate('background', background);
  app.addHook('onClose', async () => background.stop());
}
