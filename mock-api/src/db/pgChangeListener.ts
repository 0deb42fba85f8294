import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ChangeKind } from './db';

/** The one channel: every write's notification, beats, syncs and acknowledgements. */
const CHANGES_CHANNEL = 'portal_changes';

/**
 * Appended to the statement that moves a shared counter when this process does not listen (a
 * script, a test's bare Db): the notification is queued in the writer's own transaction, so it is
 * sent at its commit and never for a rollback. A listening instance notifies after the commit
 * instead (PgChangeListener.changed).
 */
export const NOTIFY_RETURNING = ` RETURNING pg_notify('${CHANGES_CHANNEL}', 'c:' || kind)`;

/** The notification of a change, sent apart (after a statement that moved its counter itself, by a process that does not listen). */
export const notifyChangeSql = (kind: ChangeKind): string => `SELECT pg_notify('${CHANGES_CHANNEL}', 'c:${kind}')`;

/** Every queued notification in one statement, in order (a transaction's notifications arrive in the order sent). */
const NOTIFY_ALL_SQL = `SELECT pg_notify('${CHANGES_CHANNEL}', payload) FROM unnest($1::text[]) AS payload`;

/** Sends notifications when the LISTEN connection is down: the pool's connections. */
export interface Notifier {
  query(sql: string, values: unknown[]): Promise<unknown>;
}

export interface ListenerOptions {
  /** How long one beat's echo lets this instance trust its caches, and the longest a write waits for an instance that does not acknowledge. */
  leaseMs?: number;
  /** Wait before reconnecting after the connection dropped. */
  retryMs?: number;
}

interface Queued {
  payload: string;
  sent: () => void;
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
 * reach each listener in commit order. Change: after a write commits, its instance notifies the
 * change (changed). Sync: before the write is acknowledged, its instance notifies a sync, after
 * the change (one queue); each other instance acknowledges it when it arrives, so after the
 * change. The writer waits for the acknowledgements of every instance whose beat it heard within
 * leaseMs, at most leaseMs from the sync's commit: an instance that did not acknowledge by then
 * holds no beat that is still good and was sent before the change was (a beat sent after it
 * comes back after it).
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
  /** Notifications not yet sent, and whether a batch is on its way (one at a time, in order). */
  private queue: Queued[] = [];
  private sending = false;

  constructor(
    private readonly url: string,
    private readonly on: {
      /** Another (or this) instance committed a change of this kind. */
      change(kind: ChangeKind): void;
      /** Notifications may have been missed: every cache is to be dropped. */
      lost(): void;
      /** Reads the shared counters (after LISTEN: what was committed before it is in them). */
      catchUp(): Promise<void>;
      /** Reads them again, once a lease (a change whose notice was lost: see beat). */
      recount(): Promise<void>;
    },
    options: ListenerOptions = {},
    /** Where notifications go while the LISTEN connection is down. */
    private readonly fallback: Notifier | null = null,
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
    // Its transactions are notifications only, with nothing to keep: their commits need not wait
    // for the disk. PostgreSQL holds one lock across all databases from a notifying
    // transaction's commit until the end of it, so a flush there would serialize every
    // instance's beats, syncs and acknowledgements.
    // A batch not answered within a lease (a connection gone silent) fails, and is sent again
    // through the pool: the writers settling behind it wait no longer than that.
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `portal-api listen ${this.id}`,
      options: '-c synchronous_commit=off',
      query_timeout: Math.max(this.leaseMs, 100),
    });
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

  /**
   * A change this process committed (the counter was moved in the write's transaction): other
   * instances hear of it after the commit, not inside it, so a durable write's commit never holds
   * the notification lock (see send). Settle still covers it: its sync is sent after this.
   */
  changed(kind: ChangeKind): void {
    void this.send(`c:${kind}`);
  }

  /** Before a write is acknowledged: every instance trusting its caches has seen it (see the class). */
  async settle(): Promise<void> {
    const seq = ++this.syncSeq;
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const sync: Sync = { needed: null, acked: new Set(), done: () => finish() };
    this.syncs.set(seq, sync);
    // The sync follows this process's change notices (one queue, in order). The lease counts from
    // when it was committed: a beat another instance sent before then and that came back without
    // the sync cannot outlast the wait. Without a connection the sync cannot come back: the wait
    // is the whole lease.
    await this.send(`s:${this.id}:${seq}`);
    const timer = setTimeout(() => sync.done(), this.leaseMs);
    await done;
    clearTimeout(timer);
    this.syncs.delete(seq);
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
    // A change is notified after its commit: an instance that died (or lost the database) in
    // between never sent it. Its write was not acknowledged to anyone, but the caches here must
    // not keep the old answer for good: the counters are read once a lease, so such a change is
    // seen within about a second.
    if (this.beatSeq % 4 === 3) void this.on.recount().catch(() => undefined);
    const seq = ++this.beatSeq;
    this.beatsSent.set(seq, now());
    this.notify(`b:${this.id}:${seq}`);
  }

  /** Beats and acknowledgements: only worth sending while listening (they say this connection is current). */
  private notify(payload: string): void {
    if (this.client) void this.send(payload);
  }

  /**
   * Queues a notification; resolves once it was committed (or could not be). What queues while a
   * batch is on its way goes in the next one, in one statement: the connection is never asked
   * two things at once, and one round trip carries any number of notifications. While the LISTEN
   * connection is down, or when a batch failed on it (it may or may not have been sent: a
   * notification twice is harmless), a pool connection sends it.
   */
  private send(payload: string): Promise<void> {
    return new Promise<void>((sent) => {
      this.queue.push({ payload, sent });
      if (!this.sending) void this.sendQueued();
    });
  }

  private async sendQueued(): Promise<void> {
    this.sending = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const payloads = [batch.map((q) => q.payload)];
      const client = this.client;
      try {
        if (client) await client.query(NOTIFY_ALL_SQL, payloads);
        else await this.fallback?.query(NOTIFY_ALL_SQL, payloads);
      } catch {
        if (client) {
          // What this connection hears is no longer trusted: listen anew.
          this.drop(client);
          await this.fallback?.query(NOTIFY_ALL_SQL, payloads).catch(() => undefined);
        }
      }
      for (const q of batch) q.sent();
    }
    this.sending = false;
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
