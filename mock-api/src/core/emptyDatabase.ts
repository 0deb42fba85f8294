import type { Db } from '../db';

/**
 * A database without users has never been seeded (the seed writes the users first, and nothing
 * else makes them): the API starts on it but says how to seed it; the seed's `--if-empty` fills it.
 */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  return ((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM users'))?.n ?? 0) === 0;
}

/** The command that seeds an empty database, for the line the API logs when it starts on one. */
export const SEED_IF_EMPTY_COMMAND = 'node scripts/pnpm.mjs --filter @portal/mock-api seed -- --if-empty';
