/** The generator's fixed seed: the same day generates the same demo data. */
export const SEED = 'freight-portal-v1';

/** Midnight UTC today: the seed's fixed point, so data stays alive relative to any day. */
export function seedDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
