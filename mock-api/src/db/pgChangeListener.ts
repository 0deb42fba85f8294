import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ChangeKind } from './db';

/** The one channel: every write's notification, beats, syncs and acknowledgements. */
const CHANGES_CHANNEL = 'portal_changes';

/**
 * Appended to the statement that moves a shared counter: the notification is queued in the
 * writer's own transaction, so it is sent at its commit and never for a rollback.
 */
export const NOTIFY_RETURNING = ` RETURNING pg_notify('${CHANGES_CHANNEL}', 'c:' || name)`;

export interface ListenerOptions {
  /** How long one beat's echo lets this instance trust its caches, and the longest a write waits for an instance that does not acknowledge. */
  leaseMs?: number;
  /** Wait before reconnecting after the connection dropped. */
  retryMs?: number;
}

interface Sync {
  /** Instances that must acknowledge; known once our own sync came back (null before). */
  needed: Set<string> | null;
  acked: Set<string>;
  done: () => void;
}

const now = () => performance.now();

/**
 * The instance's LISTEN connection (see ARCHITECTURE.md, "Deployment topology"). What it gives:
 * `fresh` is true while every write acknowledged by any instance before now has reached this
 * instance, so a request may trust the caches without a round trip; `settle()` is what a writer
 * awaits before it acknowledges (answers): every instance that may be trusting its caches has
 * then seen the write, or stopped trusting them.
 *
 * Beats: every leaseMs / 4 this instance notifies a beat on the channel and keeps its send time;
 * when it comes back, the caches are trusted until leaseMs after that send time. Notifications
 * reach each listener in commit order, so a beat sent after a write committed comes back only
 * after that write's notification. Sync: a writer notifies a sync after its commit; each other
 * instance acknowledges it when it arrives (after the write's notification, by that order). The
 * writer waits for the acknowledgements of every instance whose beat it heard within leaseMs, at
 * most leaseMs: an instance that did not acknowledge by then holds no beat sent before the write
 * that is still good.
 */
export class PgChangeListener {
  readonly id = randomBytes(6).toString('hex');
  private readonly leaseMs: number;
  private readonly retryMs: number;
  private client: pg.Client | null = null;
  /** The connection being opened (not yet listening). */
  private connecting: pg.Client | null = null;
  private stopped = false;
  /** Send time of the newest beat of ours that came back (with counters read after LISTEN). */
  private trustedFrom = -Infinity;
  private counted = false;
  private beatSeq = 0;
  private readonly beatsSent = new Map<number, number>();
  private beatTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Other instances by id: when their last beat came. */
  private readonly known = new Map<string, number>();
  private syncSeq = 0;
  private readonly syncs = new Map<number, Sync>();
  /** How often the connection was lost (for metrics and tests). */
  losses = 0;
  /** Server process id of the LISTEN connection (tests cut it with pg_terminate_backend). */
  backendPid: number | null = null;

  constructor(
    private readonly url: string,
    private readonly on: {
      /** Another (or this) instance committed a change of this kind. */
      change(kind: ChangeKind): void;
      /** Notifications may have been missed: every cache is to be dropped. */
      lost(): void;
      /** Reads the shared counters (after LISTEN: what was committed before it is in them). */
      catchUp(): Promise<void>;
    },
    options: ListenerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 1000;
    this.retryMs = options.retryMs ?? 500;
  }

  /** True while this instance has seen every write acknowledged before now (see the class). */
  get fresh(): boolean {
    return this.counted && now() - this.trustedFrom < this.leaseMs;
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, application_name: `portal-api listen ${this.id}` });
    client.on('notification', (msg) => this.receive(msg.payload ?? ''));
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    this.connecting = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (this.connecting !== client) return;
      this.backendPid = (client as unknown as { processID: number }).processID;
      this.connecting = null;
      this.client = client;
      await this.on.catchUp();
      if (this.client !== client) return;
      this.counted = true;
      this.beat();
      this.beatTimer = setInterval(() => this.beat(), Math.max(10, this.leaseMs / 4));
      this.beatTimer.unref();
    } catch {
      this.drop(client);
    }
  }

  /** Before a write is acknowledged: every instance trusting its caches has seen it (see the class). */
  settle(): Promise<void> {
    const seq = ++this.syncSeq;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, this.leaseMs);
      const sync: Sync = { needed: null, acked: new Set(), done: finish };
      const syncs = this.syncs;
      function finish() {
        clearTimeout(timer);
        syncs.delete(seq);
        resolve();
      }
      this.syncs.set(seq, sync);
      // Without a connection the sync cannot come back: the wait is the lease, which no beat sent before the write outlives.
      this.notify(`s:${this.id}:${seq}`);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const sync of this.syncs.values()) sync.done();
    const client = this.client ?? this.connecting;
    if (client) this.drop(client);
    await client?.end().catch(() => undefined);
  }

  private beat(): void {
    const seq = ++this.beatSeq;
    this.beatsSent.set(seq, now());
    this.notify(`b:${this.id}:${seq}`);
  }

  private notify(payload: string): void {
    this.client?.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]).catch(() => undefined);
  }

  private receive(payload: string): void {
    const [type, from, a, b] = payload.split(':');
    if (type === 'c') return this.on.change(from as ChangeKind);
    if (type === 'b') {
      if (from !== this.id) return void this.known.set(from, now());
      const sent = this.beatsSent.get(Number(a));
      for (const seq of this.beatsSent.keys()) if (seq <= Number(a)) this.beatsSent.delete(seq);
      if (sent !== undefined && this.counted) this.trustedFrom = Math.max(this.trustedFrom, sent);
    } else if (type === 's') {
      if (from !== this.id) return this.notify(`a:${this.id}:${from}:${a}`);
      const sync = this.syncs.get(Number(a));
      if (!sync) return;
      const since = now() - this.leaseMs;
      sync.needed = new Set([...this.known].filter(([, heard]) => heard > since).map(([id]) => id));
      this.check(sync);
    } else if (type === 'a' && a === this.id) {
      const sync = this.syncs.get(Number(b));
      if (!sync) return;
      sync.acked.add(from);
      this.check(sync);
    }
  }

  private check(sync: Sync): void {
    if (sync.needed && [...sync.needed].every((id) => sync.acked.has(id))) sync.done();
  }

  /** The connection is gone: nothing heard from now on is trusted until LISTEN is back and the counters were read again. */
  private drop(client: pg.Client): void {
    // A connection already replaced (its late 'end' after the 'error') changes nothing.
    if (client !== this.client && client !== this.connecting) return;
    const wasUp = this.client !== null;
    this.client = null;
    this.connecting = null;
    this.backendPid = null;
    this.counted = false;
    this.trustedFrom = -Infinity;
    this.beatsSent.clear();
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
    if (wasUp) {
      this.losses++;
      this.on.lost();
    }
    client.end().catch(() => undefined);
    if (!this.stopped && !this.retryTimer) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.start();
      }, this.retryMs);
      this.retryTimer.unref();
    }
  }
}
