import type { Db } from '../../db';

/** Country code → its name in the UN/LOCODE table (the code itself when unknown). */
export function countryNames(db: Db): (code: string) => string {
  return (code: string) => db.get<{ name: string }>('SELECT country_name AS name FROM unlocodes WHERE country = @code LIMIT 1', { code })?.name ?? code;
}
