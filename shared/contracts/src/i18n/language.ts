/**
 * Which language a person reads, the same way in the browser, the API and the portal host. The
 * languages themselves are not listed here: each side knows the ones it has message files for,
 * so a third language is message files only.
 */
export const DEFAULT_LANGUAGE = 'en';

/** The readable cookie that carries the chosen language to the host's first paint (and to a visit before sign-in). */
export const LANGUAGE_COOKIE = 'portal.lang';

/** A language tag as stored and sent: two or three letters, lower case ("nl"), or a test's pseudo-locale. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

/**
 * The best of `available` for an Accept-Language header: by quality, then order; "nl-BE" matches
 * "nl"; "*", nothing that matches, or no header gives the default.
 */
export function negotiateLanguage(header: string | null | undefined, available: readonly string[]): string {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((w) => w.tag && w.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of wanted) {
    if (tag === '*') return DEFAULT_LANGUAGE;
    if (available.includes(tag)) return tag;
    const base = tag.split('-')[0];
    if (available.includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a cookie header names, when it is one of `available`. */
export function languageFromCookie(cookieHeader: string | null | undefined, available: readonly string[]): string | null {
  const match = cookieHeader?.match(/(?:^|;\s*)portal\.lang=([^;]+)/);
  const value = match ? decodeURIComponent(match[1]).toLowerCase() : null;
  return value && available.includes(value) ? value : null;
}
