/**
 * Reads (GETs that change nothing) and changes of what they read: another organisation or group,
 * sign-out, impersonation. The server answers a read under the selection it holds when it gets to
 * it, so a read still under way when the switch is sent could be answered under the new selection
 * (the previous customer's shipment route: a 404 that the browser logs, whatever the page then
 * does with it). So a switch first aborts every read under way (an aborted fetch is never
 * delivered to the page nor logged, even if the server still answers it), then holds the reads
 * asked for while it is sent, and drops them once it has succeeded: they were asked for under the
 * previous selection, and the slices reload under the new one. A failed switch lets them go.
 */
const readsUnderWay = new Set<AbortController>();

/** Set while a switch is being sent: resolves true once it succeeded, false when it failed. */
let pending: Promise<boolean> | null = null;

const SWITCHED_AWAY = 'The selection changed while this was being read.';

/** What a dropped or aborted read rejects with: handled as "no answer", never as an error. */
export function switchedAway(): DOMException {
  return new DOMException(SWITCHED_AWAY, 'AbortError');
}

/** True for an abort (the caller's own or a switch's): no answer, nothing to show or report. */
export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** True when a switch dropped or aborted this read (the slice reloads with the switch). */
export function isSwitchedAway(error: unknown): boolean {
  return isAbortError(error) && (error as Error).message === SWITCHED_AWAY;
}

/**
 * Runs `read` with a signal that a switch aborts (and that follows the caller's own `signal`);
 * waits first while a switch is being sent.
 */
export async function trackRead<T>(signal: AbortSignal | undefined, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  while (pending) if (await pending) throw switchedAway();
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  const own = new AbortController();
  const follow = () => own.abort(signal?.reason);
  signal?.addEventListener('abort', follow, { once: true });
  readsUnderWay.add(own);
  try {
    const answer = await read(own.signal);
    // An answer taken from elsewhere (an early read) is not tied to the signal: drop it all the same.
    if (own.signal.aborted) throw own.signal.reason;
    return answer;
  } finally {
    readsUnderWay.delete(own);
    signal?.removeEventListener('abort', follow);
  }
}

/**
 * Sends a switch (`send`, the POST) with no read under way or sent beside it, then `apply`s its
 * answer to the store in the same tick as the held reads are dropped: nothing asked for under the
 * previous selection can start between the server's change and the store's.
 */
export async function switchSelectionReads<T>(send: () => Promise<T>, apply: (answer: T) => void = () => undefined): Promise<T> {
  // Switches one after another: the later one waits for the earlier one's answer.
  while (pending) await pending;
  for (const read of readsUnderWay) read.abort(switchedAway());
  readsUnderWay.clear();
  let settle!: (succeeded: boolean) => void;
  pending = new Promise<boolean>((resolve) => (settle = resolve));
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    pending = null;
    settle(false);
    throw error;
  }
  pending = null;
  settle(true);
  apply(answer);
  return answer;
}
