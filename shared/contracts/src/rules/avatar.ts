/**
 * Avatar upload rules shared by the profile page (checked before sending) and the API (enforced
 * again, with the type read from the file's first bytes). Pure TS.
 */
export const AVATAR_LIMIT_KB = 2048;

/** Raster pictures only: an SVG can carry script. */
export const AVATAR_ACCEPT = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const AVATAR_MESSAGES = {
  missing: 'Please choose a picture.',
  empty: 'The picture is empty.',
  type: 'The picture must be a PNG, JPEG, GIF or WebP image.',
  tooLarge: (limitKb: number) => `The picture is too large: at most ${limitKb} Kb.`,
} as const;

/** The client-side check of a chosen file (its declared type and size), or null when fine. */
export function avatarFileProblem(file: { size: number; type: string }, limitKb = AVATAR_LIMIT_KB): string | null {
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  if (!(AVATAR_ACCEPT as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size > limitKb * 1024) return AVATAR_MESSAGES.tooLarge(limitKb);
  return null;
}
