/* eslint-disable @typescript-eslint/no-explicit-any -- event data is loosely typed on purpose: tests assert on its shape. */
import type { TestClient } from './helpers';

/**
 * A test's reader of GET /api/notifications/stream, as EventSource reads it: `id:`, `event:`,
 * `data:` lines, an event per blank line, comments (`:`) skipped.
 */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: any;
}

export interface OpenStream {
  ready: { unread: number };
  events: StreamEvent[];
  /** The first event (already received or still to come) that `match` accepts, or a rejection after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  close(): void;
  /** The server ended the stream. */
  ended(): boolean;
}

export async function openStream(
  baseUrl: string,
  client: Pick<TestClient, 'cookie'>,
  lastEventId?: number,
  path = '/api/notifications/stream',
): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookie) headers.cookie = client.cookie;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${baseUrl}${path}`, { headers, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  let readyResolve!: (v: { unread: number }) => void;
  const ready = new Promise<{ unread: number }>((resolve) => (readyResolve = resolve));

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') id = value;
            else if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length === 0) continue;
          const parsed = { id, event, data: JSON.parse(data.join('\n')) };
          if (event === 'ready') readyResolve(parsed.data);
          else events.push(parsed);
          for (const wake of [...waiters]) wake();
        }
      }
    } catch {
      // aborted
    }
    done = true;
  })();

  return {
    ready: await ready,
    events,
    next(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms (got ${events.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
    ended: () => done,
  };
}
