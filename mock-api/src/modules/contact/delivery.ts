import type { FastifyBaseLogger } from 'fastify';
import { DbJobClaims, type JobClaims } from '../../core/jobs';
import type { Db } from '../../db';
import type { Mailer } from './mailer';
import { dueMessages, markFailed, markSent } from './outbox';

/** Attempts per message before it is marked failed (attempt n waits n minutes after the last). */
const MAX_DELIVERY_ATTEMPTS = 5;
const ROUND_INTERVAL_MS = 60_000;

/** The delivery loop of each database, so another slice's mail (a reset link) leaves at once too. */
const loops = new WeakMap<Db, OutboxDelivery>();

/** Starts a delivery round for what was just queued in `db` (no-op without SMTP or before start). */
export function kickOutbox(db: Db): void {
  void loops.get(db)?.kick();
}

/**
 * Delivers queued outbox messages over SMTP: right after a message is stored (kick) and every
 * minute for retries. One round at a time; without a mailer it does nothing, and messages stay
 * queued until the API runs with SMTP_* set. With several instances, each attempt at a message
 * is claimed first (job_runs, `outbox.deliver` and `<id>:<attempt>`), so one instance sends it;
 * one that died mid-send leaves a claim another takes over after CLAIM_LEASE_MS (a mail may then go
 * twice: at least once, never lost).
 */
const CLAIM_LEASE_MS = 5 * 60_000;
export class OutboxDelivery {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | null,
    private readonly log: FastifyBaseLogger,
    private readonly claims: JobClaims = new DbJobClaims(db),
  ) {
    loops.set(db, this);
  }

  get enabled(): boolean {
    return this.mailer !== null;
  }

  start(): void {
    if (!this.mailer || this.timer) return;
    this.timer = setInterval(() => void this.kick(), ROUND_INTERVAL_MS);
    this.timer.unref();
    void this.kick();
  }

  /** Starts a round now, or one more right after the current round. */
  kick(): Promise<void> {
    if (!this.mailer) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.round()
      .catch((err) => this.log.error({ err }, 'outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
    this.mailer?.close();
  }

  private async round(): Promise<void> {
    for (const row of await dueMessages(this.db, new Date())) {
      const attempt = `${row.id}:${row.attempts}`;
      if (!(await this.claims.claim('outbox.deliver', attempt, CLAIM_LEASE_MS))) continue;
      try {
        const messageId = await this.mailer!.send(row);
        await markSent(this.db, row.id, messageId);
        this.log.info({ outboxId: row.id }, 'outbox message delivered');
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await markFailed(this.db, row.id, reason, MAX_DELIVERY_ATTEMPTS);
        this.log.warn({ outboxId: row.id, attempt: row.attempts + 1, reason }, 'outbox message not delivered');
      }
      await this.claims.finish('outbox.deliver', attempt);
    }
  }
}
