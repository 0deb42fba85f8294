import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../core/jobs';
import type { Db } from '../../db';
import { businessToday } from '../documents/visibility';
import { sendDailyDigests } from './mail';
import { documentsPublishedToday, quotesAboutToExpire } from './sources';
import { UNSUBSCRIBE_LINK_DAYS } from './unsubscribe';

const LEASE_MS = 10 * 60_000;
/** Deleted per statement by the purge, so a large purge never holds the write lock for long. */
const PURGE_BATCH = 2_000;

/** Removes notifications created before `before` (ISO), in short steps; returns how many. */
export async function purgeNotifications(db: Db, before: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const { changes } = await db.run(
      `DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE created_at < @before ORDER BY id LIMIT ${PURGE_BATCH})`,
      { before },
    );
    removed += changes;
    if (changes < PURGE_BATCH) return removed;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** One day's notification work: the day's documents and expiring offers, the purge, the digest. */
async function runDailyNotificationJobs(app: FastifyInstance, now = new Date()): Promise<void> {
  const day = businessToday(app.config, now);
  await runOnce(app.jobs, 'notifications.daily', day, LEASE_MS, async () => {
    const documents = await documentsPublishedToday(app.db, day);
    const quotes = await quotesAboutToExpire(app.db, day);
    const before = new Date(now.getTime() - app.config.notificationRetentionDays * 86_400_000).toISOString();
    const purged = await purgeNotifications(app.db, before);
    // A used unsubscribe link older than any link's lifetime could not work again anyway.
    await app.db.run('DELETE FROM notification_unsubscribes WHERE used_at < @cut', { cut: new Date(now.getTime() - (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000).toISOString() });
    app.log.info({ day, documents, quotes, purged }, 'daily notifications');
  });
  await runOnce(app.jobs, 'notifications.digest', day, LEASE_MS, async () => {
    const mails = await sendDailyDigests(app.db, app.config, now);
    app.log.info({ day, mails }, 'notification digests queued');
  });
}

/**
 * On ready and then every hour: each day's run is claimed once across instances (core/jobs.ts),
 * so the hourly look costs one conflicting INSERT until the business day (BUSINESS_TIME_ZONE)
 * turns, whatever its offset from UTC; the day's work then starts within the hour.
 */
const LOOK_EVERY_MS = 3_600_000;

export function startNotificationJobs(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    app.background
      .run(() => runDailyNotificationJobs(app))
      .catch((err: unknown) => {
        app.log.error({ err }, 'daily notifications failed');
      });
  // Awaited on start, so what a test server sees first is settled.
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), LOOK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
