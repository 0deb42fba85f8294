import { generateShipments } from '../simulation/shipments';
import type { SeedContext } from './context';

export async function seed(ctx: SeedContext): Promise<void> {
  const today = ctx.today.toISOString().slice(0, 10);
  // The clock only dates the last synchronisation; every shipment date is relative to the seed
  // day, so the same day seeds the same shipments.
  await ctx.db.tx(async () => generateShipments({ db: ctx.db, random: ctx.random, customers: ctx.customers, scale: ctx.scale, today, now: new Date() }));
  // Planner statistics after the bulk load, so that a filtered and sorted page picks the index
  // that avoids sorting (ANALYZE exists under the same name on PostgreSQL).
  await ctx.db.exec('ANALYZE shipments');
}
