import { newTrackerPassword } from '../modules/externalApps/trackerAccounts';
import type { SeedContext, SeededUser } from './context';

/**
 * Tracker accounts, one per user and tracker-licensed organisation the user can select (their
 * own organisations and the members of their groups); the demo administrator gets one at every
 * licensed organisation. Which rows exist is deterministic; the passwords are not (they are real
 * secrets of the stand-in tracker, so they come from the crypto generator, not the seed stream).
 * KPI tokens are not seeded: they are issued per request and live minutes.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const { db, customers, groups, users } = ctx;
  const licensed = new Set(customers.filter((c) => c.trackerLicence).map((c) => c.id));
  const demoAdmin = users.find((u) => u.role === 'admin');
  const selectable = (user: SeededUser): number[] => {
    if (user === demoAdmin) return customers.map((c) => c.id);
    const viaGroups = groups.filter((g) => user.groupIds.includes(g.id)).flatMap((g) => g.memberIds);
    return [...new Set([...user.customerIds, ...viaGroups])];
  };
  const at = new Date().toISOString();

  await db.tx(async () => {
    for (const user of users) {
      if (user.role === 'admin' && user !== demoAdmin) continue;
      for (const customerId of selectable(user)
        .filter((id) => licensed.has(id))
        .sort((a, b) => a - b)) {
        await db.run(
          `INSERT INTO tracker_accounts (user_id, customer_id, username, password, created_at, updated_at)
           VALUES (@userId, @customerId, @username, @password, @at, @at)`,
          { userId: user.id, customerId, username: user.email.toLowerCase(), password: newTrackerPassword(), at },
        );
      }
    }
  });
}
