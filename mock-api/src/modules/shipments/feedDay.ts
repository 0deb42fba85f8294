import type { Db } from '../../db';

/** app_meta key of the day the stored shipments were generated for, written by the shipment feed. */
export const SHIPMENTS_DAY_KEY = 'shipments_seed_day';

/** The day the stored shipments were generated for (the "today" of their milestones). */
export async function storedDay(db: Db): Promise<string | null> {
  return (await db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key: SHIPMENTS_DAY_KEY }))?.meta_value ?? null;
}
