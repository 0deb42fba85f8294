import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { nowIso } from '../../db';

/** A tracker account: the tracker's own sign-in for one portal user at one organisation. */
export interface TrackerAccount {
  username: string;
  password: string;
  companyCode: string;
}

/** A password for the tracker's identity provider: 144 random bits, URL-safe. */
export const newTrackerPassword = (): string => randomBytes(18).toString('base64url');

/**
 * The user's account at this organisation, created on first use: a licence on the organisation
 * entitles each of its portal users, so a user linked later gets an account without an admin step.
 */
export async function trackerAccountFor(db: Db, user: { id: number; email: string }, customerId: number): Promise<TrackerAccount> {
  const find = async () =>
    db.get<TrackerAccount>(
      `SELECT a.username, a.password, c.code AS "companyCode"
       FROM tracker_accounts a JOIN customers c ON c.id = a.customer_id
       WHERE a.user_id = @userId AND a.customer_id = @customerId`,
      { userId: user.id, customerId },
    );
  const existing = await find();
  if (existing) return existing;
  const at = nowIso();
  // Two first requests at once must not fail: the second keeps the first one's account.
  await db.run(
    `INSERT INTO tracker_accounts (user_id, customer_id, username, password, created_at, updated_at)
     VALUES (@userId, @customerId, @username, @password, @at, @at)
     ON CONFLICT (user_id, customer_id) DO NOTHING`,
    { userId: user.id, customerId, username: user.email, password: newTrackerPassword(), at },
  );
  return (await find())!;
}

/** For the stand-in tracker: does an account exist for this user name at this organisation? */
export async function trackerAccountExists(db: Db, username: string, companyCode: string): Promise<boolean> {
  return !!(await db.get(
    `SELECT 1 FROM tracker_accounts a JOIN customers c ON c.id = a.customer_id
     WHERE LOWER(a.username) = LOWER(CAST(@username AS TEXT)) AND c.code = @companyCode`,
    { username, companyCode },
  ));
}
