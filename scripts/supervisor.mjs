// Keeps one process running: started again whenever it exits (a crash, kill -9, or a SIGTERM
// from a rolling restart), after a pause that grows while it keeps dying at once, until stop().
// What `npm start` does for each API instance; in production a systemd unit (Restart=always)
// or an orchestrator's restart policy does the same (docs/operations.md).

/** Pauses before a restart: right away the first time, longer while it keeps dying young. */
export const BACKOFF_MS = [0, 1000, 2000, 5000, 10_000];
/** A process that ran this long before exiting counts as healthy: its next restart is immediate. */
export const STABLE_MS = 30_000;

/**
 * `spawnOnce()` returns a ChildProcess. `onStart(child, failures)` is told of every new process
 * (the first one included, with 0); `log` of every exit it restarts after.
 */
export function supervise(spawnOnce, { name = 'process', log = () => {}, onStart = () => {}, backoffMs = BACKOFF_MS, stableMs = STABLE_MS } = {}) {
  let stopping = false;
  let failures = 0;
  let timer;
  let current;
  const run = () => {
    const startedAt = Date.now();
    const child = spawnOnce();
    current = child;
    onStart(child, failures);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // A graceful stop (a rolling restart's SIGTERM) or a long run is no sign of a crash loop.
      failures = code === 0 || Date.now() - startedAt >= stableMs ? 0 : failures + 1;
      const pause = backoffMs[Math.min(Math.max(failures - 1, 0), backoffMs.length - 1)];
      log(`${name} exited (${signal ?? `code ${code}`}); starting it again${pause ? ` in ${pause / 1000} s` : ''}`);
      timer = setTimeout(run, pause);
    });
  };
  run();
  return {
    /** The process running now (or the one that just exited, until its restart). */
    get child() {
      return current;
    },
    /** Ends supervision and the process (SIGTERM: it drains and exits). */
    stop() {
      stopping = true;
      clearTimeout(timer);
      const child = current;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
}
