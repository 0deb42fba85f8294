import type { Db } from '../../db';

/**
 * Country code → its name in the UN/LOCODE table (the code itself when unknown), for the codes
 * given. In another language than English, the name Intl knows in it ("Duitsland"), else the table's.
 */
export async function countryNames(db: Db, codes: Iterable<string>, language = 'en'): Promise<(code: string) => string> {
  const names = new Map<string, string>();
  const local = language === 'en' ? null : new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  for (const code of new Set(codes)) {
    const row = await db.get<{ name: string }>('SELECT country_name AS name FROM unlocodes WHERE country = @code LIMIT 1', { code });
    const localName = local && /^[A-Z]{2}$/.test(code) ? local.of(code) : undefined;
    if (localName) names.set(code, localName);
    else if (row) names.set(code, row.name);
  }
  return (code: string) => names.get(code) ?? code;
}
