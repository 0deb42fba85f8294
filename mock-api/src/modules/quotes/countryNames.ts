import type { Db } from '../../db';

/** Country code → its name in the UN/LOCODE table (the code itself when unknown), for the codes given. */
export async function countryNames(db: Db, codes: Iterable<string>): Promise<(code: string) => string> {
  const names = new Map<string, string>();
  for (const code of new Set(codes)) {
    const row = await db.get<{ name: string }>('SELECT country_name AS name FROM unlocodes WHERE country = @code LIMIT 1', { code });
    if (row) names.set(code, row.name);
  }
  return (code: string) => names.get(code) ?? code;
}
