/**
 * Hands the main thread back: what follows runs in a new task. `scheduler.yield()` where the
 * browser has it (the continuation goes before other queued work, and no 4 ms timer clamp after
 * a few nested steps), a zero timeout elsewhere. The kit's yieldToMain does the same; the shell's
 * start-up cannot wait for the kit to load to use it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the steps one after the other, each from a task of its own: the main thread is handed back
 * before each (the caller's task ends first), and a step starts once the previous one's promise
 * has settled.
 * A phone then runs start-up as several short tasks it can answer input between, not one long one
 * (Lighthouse's Total Blocking Time counts what a task takes beyond 50 ms). A failing step stops
 * the ones after it: the returned promise rejects with its error.
 */
export async function inTasks(steps: readonly (() => unknown)[], yieldTask: () => Promise<void> = nextTask): Promise<void> {
  for (const step of steps) {
    await yieldTask();
    await step();
  }
}
