/**
 * GETs started ahead of their page. A route may declare in the registry the API reads its first
 * paint needs (RemoteRoute.earlyFetch); the shell starts them while the remote's code still
 * downloads, and the page's own call (the API client's GET) takes that answer instead of asking
 * again. Each answer is taken once, only while fresh, and only when it succeeded: anything else
 * and the page asks as usual, so errors are handled in one place. (@portal/kit is one
 * singleton for the shell and every remote, so they all see the same pending answers.)
 */
const FRESH_MS = 10_000;

interface Early {
  startedAt: number;
  response: Promise<Response | null>;
  controller: AbortController;
}

const started = new Map<string, Early>();

/** Starts GET url now (same origin, the session cookie), unless it is already under way. */
export function fetchEarly(url: string, now = Date.now()): void {
  const existing = started.get(url);
  if (existing && now - existing.startedAt < FRESH_MS) return;
  const controller = new AbortController();
  const response = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal: controller.signal }).catch(() => null);
  started.set(url, { startedAt: now, response, controller });
}

/** The early answer for url if one was started and is still fresh; it is gone once taken. */
export async function takeEarly(url: string, now = Date.now()): Promise<Response | null> {
  const early = started.get(url);
  if (!early) return null;
  started.delete(url);
  if (now - early.startedAt >= FRESH_MS) return null;
  const response = await early.response;
  return response?.ok ? response : null;
}

/**
 * Drops every early answer (another customer is being selected: they answer for the previous
 * one), aborting those still under way so that none is answered under the next selection.
 */
export function forgetEarly(): void {
  for (const early of started.values()) early.controller.abort();
  started.clear();
}
