import type { ServerResponse } from 'node:http';
import type { EventOf } from '@portal/contracts/endpoint';
import type { notificationsContract } from '@portal/contracts/notifications';
import type { AuthUser } from '../../core/types';
import type { Db } from '../../db';
import { notificationsAfter, unreadCount } from './queries';
import { inLanguage } from './words';

/**
 * Server-sent events of new notifications (notificationsContract.stream). Each instance polls
 * the notifications table by id (one `MAX(id)` look per POLL_MS while it holds a stream; an
 * index lookup), so a notification recorded by any instance reaches every stream on every
 * instance: nothing lives only in one process's memory. A notification recorded here wakes
 * the poll at once (nudge). Each event carries the notification's id, so a browser that
 * reconnects (EventSource does, after `retry` ms) sends Last-Event-ID and gets what it missed.
 */
type Stream = typeof notificationsContract.stream;
/** One event as the stream sends it: its name, and its data as the contract declares it. */
const event = <K extends keyof Stream['events']>(name: K, data: EventOf<Stream, K>, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${String(name)}\ndata: ${JSON.stringify(data)}\n\n`;

const POLL_MS = 250;
const RETRY_MS = 2_000;
/** A comment line this often keeps proxies and balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** A client that reads slower than this much is behind is cut; it reconnects and resumes. */
const MAX_BUFFERED = 1 << 20;
const RESUME_LIMIT = 50;

interface Client {
  user: AuthUser;
  /** The session the stream was opened in: nothing is sent once it has ended (sign-out, password change, expiry). */
  sessionId: string;
  res: ServerResponse;
  /** The last notification id this stream has been brought up to. */
  lastId: number;
  /** The reader's language, the notifications' words are sent in (./words). */
  language: string;
}

export class NotificationStreams {
  private readonly clients = new Set<Client>();
  private latestId = -1;
  private poller: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private beating: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  private async currentMaxId(): Promise<number> {
    return (await this.db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM notifications'))?.id ?? 0;
  }

  /** Opens a stream on `res` (already hijacked from Fastify); resumes after `lastEventId` when given. */
  async open(user: AuthUser, sessionId: string, res: ServerResponse, lastEventId: number | null, language: string): Promise<void> {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or buffer it; X-Accel-Buffering: nginx's own switch.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    const client: Client = { user, sessionId, res, lastId: lastEventId ?? (await this.currentMaxId()), language };
    res.write(`retry: ${RETRY_MS}\n`);
    res.write(event('ready', { unread: await unreadCount(this.db, user) }));
    this.clients.add(client);
    res.on('close', () => {
      this.clients.delete(client);
      if (this.clients.size === 0) this.stopTimers();
    });
    this.startTimers();
    if (lastEventId !== null) await this.bringUpToDate([client]);
  }

  /** Look now (a notification was just recorded on this instance). */
  nudge(): void {
    if (this.clients.size > 0) void this.poll();
  }

  /** Ends every stream (a graceful stop): browsers reconnect, through the balancer, to another instance. */
  closeAll(): void {
    this.stopTimers();
    for (const client of this.clients) client.res.end();
    this.clients.clear();
  }

  /** Ends every stream and waits for a poll under way (it reads the database, closed next). */
  async stop(): Promise<void> {
    this.closeAll();
    await this.polling;
    await this.beating;
  }

  private startTimers(): void {
    if (!this.poller) {
      this.poller = setInterval(() => void this.poll(), POLL_MS);
      this.poller.unref();
    }
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        this.beating ??= this.beat()
          .catch((err: unknown) => console.error('[notifications] stream heartbeat failed', err))
          .finally(() => (this.beating = null));
      }, this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private stopTimers(): void {
    if (this.poller) clearInterval(this.poller);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.poller = this.heartbeat = null;
  }

  private write(client: Client, chunk: string): void {
    if (client.res.writableLength > MAX_BUFFERED) {
      client.res.destroy();
      return;
    }
    client.res.write(chunk);
  }

  /** One poll at a time; a nudge during a poll runs one more right after. */
  private poll(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = this.pollOnce()
      .catch((err: unknown) => console.error('[notifications] stream poll failed', err))
      .finally(() => {
        this.polling = null;
        if (this.again) {
          this.again = false;
          void this.poll();
        }
      });
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    const latest = await this.currentMaxId();
    this.latestId = latest;
    const behind = [...this.clients].filter((c) => c.lastId < latest);
    if (behind.length > 0) await this.bringUpToDate(behind);
  }

  /** Pings the streams whose session lives on; one whose session ended is closed now, not at the next event. */
  private async beat(): Promise<void> {
    for (const client of [...this.clients]) {
      if (!this.clients.has(client)) continue;
      if (await this.sessionAlive(client)) this.write(client, ': ping\n\n');
      else client.res.end(); // EventSource reconnects, and is refused with 401.
    }
  }

  private async sessionAlive(client: Client): Promise<boolean> {
    return !!(await this.db.get('SELECT 1 AS ok FROM sessions WHERE sid = @sid AND expires_at > @now', { sid: client.sessionId, now: Date.now() }));
  }

  /** Sends each client what it may see after its lastId; clients of one user at one point share the queries. */
  private async bringUpToDate(clients: Client[]): Promise<void> {
    const groups = new Map<string, Client[]>();
    for (const client of clients) {
      const key = `${client.user.id}:${client.lastId}:${client.language}`;
      groups.set(key, [...(groups.get(key) ?? []), client]);
    }
    for (const group of groups.values()) {
      const members: Client[] = [];
      for (const client of group) {
        if (await this.sessionAlive(client)) members.push(client);
        else client.res.end(); // EventSource reconnects, and is refused with 401.
      }
      if (members.length === 0) continue;
      const { user, lastId, language } = members[0];
      const items = (await notificationsAfter(this.db, user, lastId, RESUME_LIMIT)).map((n) => inLanguage(n, language));
      const upTo = Math.max(lastId, this.latestId);
      if (items.length === 0) {
        for (const client of members) client.lastId = upTo;
        continue;
      }
      const unread = await unreadCount(this.db, user);
      const chunk = items.map((n) => event('notification', { notification: n, unread }, n.id)).join('');
      const last = items[items.length - 1].id;
      for (const client of members) {
        this.write(client, chunk);
        // Past what it may not see, too: the next look starts after the newest id looked at.
        client.lastId = items.length < RESUME_LIMIT ? upTo : last;
      }
    }
  }
}
