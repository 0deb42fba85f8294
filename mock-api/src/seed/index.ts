import type { Config } from '../config';
import { isEmptyDatabase } from '../core/emptyDatabase';
import { DbJobClaims } from '../core/jobs';
import type { Db } from '../db';
import { nowIso } from '../db';
import type { SeedContext, SliceSeeder } from './context';
import { seedCore } from './core';
import { Random } from '../core/random';
import { SEED, seedDay } from '../simulation/seedDay';
import * as documents from './documents';
import * as externalApps from './externalApps';
import * as networks from './networks';
import * as quotes from './quotes';
import * as reference from './reference';
import * as shipments from './shipments';


export { SEED, seedDay };

/**
 * Deterministic seed: the core (companies, organisations, groups, users), then each slice in
 * this order. Reference data (UN/LOCODEs, content types) comes first because others use it.
 */
const SLICE_SEEDERS: ReadonlyArray<readonly [string, SliceSeeder]> = [
  ['reference', reference.seed],
  ['networks', networks.seed],
  ['shipments', shipments.seed],
  ['quotes', quotes.seed],
  ['documents', documents.seed],
  ['externalApps', externalApps.seed],
];

const COMPLETED_KEY = 'seed_completed_at';

export async function seedAll(db: Db, config: Config, today = seedDay()): Promise<void> {
  const random = new Random(SEED);
  const core = await seedCore(db, random.fork('core'), today);
  for (const [name, seedSlice] of SLICE_SEEDERS) {
    const ctx: SeedContext = { db, config, random: random.fork(name), scale: config.seedScale, today, ...core };
    await seedSlice(ctx);
  }
  await db.syncIdentities();
  await db.run('INSERT INTO app_meta (meta_key, meta_value) VALUES (@key, @value)', { key: COMPLETED_KEY, value: nowIso() });
}

const SEED_LEASE_MS = 30 * 60_000;

const seedCompleted = async (db: Db): Promise<boolean> => (await db.get("SELECT meta_value FROM app_meta WHERE meta_key = 'seed_completed_at'")) !== undefined;

/** Another instance claimed the seed and is still within its lease. */
const seedUnderWay = async (db: Db): Promise<boolean> =>
  (await db.get("SELECT 1 AS one FROM job_runs WHERE job = 'seed' AND finished_at IS NULL AND lease_until > @now", { now: Date.now() })) !== undefined;

/**
 * Seeds a new database; returns false when there was data already (the seed CLI's --if-empty).
 * Two of them started together on a new database (two hosts' start-up over one PostgreSQL
 * database): one seeds (its job claim), the other waits for it to finish.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<boolean> {
  const claims = new DbJobClaims(db);
  if ((await isEmptyDatabase(db)) && (await claims.claim('seed', 'initial', SEED_LEASE_MS))) {
    await seedAll(db, config);
    await claims.finish('seed', 'initial');
    return true;
  }
  while (!(await seedCompleted(db)) && (await seedUnderWay(db))) await new Promise((resolve) => setTimeout(resolve, 250));
  if (!(await seedCompleted(db))) console.warn(`An earlier seed of ${config.dbFile} did not finish; delete DATA_DIR (or run the seed with --fresh) to start clean.`);
  return false;
}
