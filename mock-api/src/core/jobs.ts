import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db';

/**
 * Scheduled work that must run once across all API instances (the daily shipment refresh, say):
 * an instance runs a job only after claiming its run in `job_runs`. The first INSERT of a
 * (job, run key) wins (ON CONFLICT DO NOTHING); an instance that died mid-run leaves a claim
 * whose lease runs out, and the next instance to look takes it over. The losers do not wait:
 * their requests go on as before.
 *
 * Async on purpose: on PostgreSQL each step is a round trip (or an advisory lock).
 */
export interface JobClaims {
  /** True when this instance is to run `job` for `runKey` now. */
  claim(job: string, runKey: string, leaseMs: number): Promise<boolean>;
  /** Moves this instance's claim's lease to now + leaseMs; false when the claim is no longer ours. */
  renew(job: string, runKey: string, leaseMs: number): Promise<boolean>;
  /** Marks the run done: nobody takes it over any more. */
  finish(job: string, runKey: string): Promise<void>;
  /** Forgets runs finished before `before` (epoch ms). */
  purgeFinished(before: number): Promise<number>;
}

/** This process, as job_runs names it: host, pid and a random tag (a pid is reused after a restart). */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

/** This process as PostgreSQL shows its connections (application_name, cut at 63 bytes: the random tag and pid first). */
export const databaseName = (): string => `portal-api ${INSTANCE_ID.split(':').reverse().join(':')}`.slice(0, 63);

// A claim is bookkeeping: no cached answer depends on it.
const BOOKKEEPING = { bookkeeping: true } as const;

export class DbJobClaims implements JobClaims {
  constructor(
    private readonly db: Db,
    private readonly instance = INSTANCE_ID,
    private readonly now: () => number = Date.now,
  ) {}

  async claim(job: string, runKey: string, leaseMs: number): Promise<boolean> {
    const now = this.now();
    const params = { job, runKey, instance: this.instance, now, lease: now + leaseMs };
    const inserted = await this.db.run(
      `INSERT INTO job_runs (job, run_key, instance, claimed_at, lease_until, finished_at)
       VALUES (@job, @runKey, @instance, @now, @lease, NULL)
       ON CONFLICT (job, run_key) DO NOTHING`,
      params,
      BOOKKEEPING,
    );
    if (inserted.changes === 1) return true;
    const takenOver = await this.db.run(
      `UPDATE job_runs SET instance = @instance, claimed_at = @now, lease_until = @lease
        WHERE job = @job AND run_key = @runKey AND finished_at IS NULL AND lease_until < @now`,
      params,
      BOOKKEEPING,
    );
    return takenOver.changes === 1;
  }

  async renew(job: string, runKey: string, leaseMs: number): Promise<boolean> {
    const params = { job, runKey, instance: this.instance, lease: this.now() + leaseMs };
    const renewed = await this.db.run(
      'UPDATE job_runs SET lease_until = @lease WHERE job = @job AND run_key = @runKey AND instance = @instance AND finished_at IS NULL',
      params,
      BOOKKEEPING,
    );
    return renewed.changes === 1;
  }

  async purgeFinished(before: number): Promise<number> {
    return (await this.db.run('DELETE FROM job_runs WHERE finished_at < @before', { before }, BOOKKEEPING)).changes;
  }

  async finish(job: string, runKey: string): Promise<void> {
    await this.db.run('UPDATE job_runs SET finished_at = @now WHERE job = @job AND run_key = @runKey AND instance = @instance', { job, runKey, instance: this.instance, now: this.now() }, BOOKKEEPING);
  }
}

/** What a long run holds while it works: keepAlive() now and then keeps others from taking it over. */
export interface Lease {
  /** Renews the lease once a third of it has passed (cheap to call often); throws LeaseLost when another instance took the run over. */
  keepAlive(): Promise<void>;
}

class LeaseLost extends Error {}

/**
 * Runs `work` once for (job, runKey) across instances: claims, runs, marks done. A failed run
 * is left unfinished, so another instance takes it over once the lease runs out. Returns
 * whether this instance ran it.
 */
export async function runOnce(claims: JobClaims, job: string, runKey: string, leaseMs: number, work: (lease: Lease) => void | Promise<void>): Promise<boolean> {
  if (!(await claims.claim(job, runKey, leaseMs))) return false;
  let renewed = Date.now();
  const lease: Lease = {
    async keepAlive() {
      if (Date.now() - renewed < leaseMs / 3) return;
      if (!(await claims.renew(job, runKey, leaseMs))) throw new LeaseLost(`${job} ${runKey}: another instance took the run over`);
      renewed = Date.now();
    },
  };
  await work(lease);
  await claims.finish(job, runKey);
  return true;
}
