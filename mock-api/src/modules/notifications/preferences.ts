import {
  NOTIFICATION_TYPES,
  defaultPreference,
  type EmailDelivery,
  type NotificationPreference,
  type NotificationType,
} from '@portal/contracts/rules/notifications';
import type { Db } from '../../db';
import { nowIso } from '../../db';

interface PreferenceRow {
  type: NotificationType;
  portal: number | boolean;
  email: EmailDelivery;
}

/** Every type, the user's choice or the default (portal on, e-mail off). */
export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreference[]> {
  const rows = await db.all<PreferenceRow>('SELECT type, portal, email FROM notification_preferences WHERE user_id = @userId', { userId });
  const chosen = new Map(rows.map((r) => [r.type, r]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = chosen.get(type);
    return row ? { type, portal: Boolean(row.portal), email: row.email } : defaultPreference(type);
  });
}

/** Stores the given types' choices (others stay as they were). */
export async function savePreferences(db: Db, userId: number, preferences: NotificationPreference[]): Promise<void> {
  const at = nowIso();
  await db.tx(async () => {
    for (const p of preferences) {
      await db.run(
        `INSERT INTO notification_preferences (user_id, type, portal, email, updated_at) VALUES (@userId, @type, @portal, @email, @at)
         ON CONFLICT (user_id, type) DO UPDATE SET portal = excluded.portal, email = excluded.email, updated_at = excluded.updated_at`,
        { userId, type: p.type, portal: p.portal, email: p.email, at },
      );
    }
  });
}

/** E-mail of one type off, the portal choice kept (an unsubscribe link). */
export async function stopEmailInsideTx(db: Db, userId: number, type: NotificationType): Promise<void> {
  await db.run(
    `INSERT INTO notification_preferences (user_id, type, portal, email, updated_at) VALUES (@userId, @type, TRUE, 'off', @at)
     ON CONFLICT (user_id, type) DO UPDATE SET email = 'off', updated_at = excluded.updated_at`,
    { userId, type, at: nowIso() },
  );
}
