/**
 * Rules of the signed-out pages (sign-in, "Forgot password?", choosing a new password from a
 * reset link), shared by the shell's forms and the API's /auth/* routes. The new password itself
 * follows rules/password (the same length and strength rules as the change-password form).
 */
const MAX_EMAIL_LENGTH = 254;
/** How long a reset link works, in minutes. */
export const RESET_LINK_MINUTES = 60;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, such as name@company.com.',
  passwordRequired: 'Please enter your password.',
  resetSent: `If an account exists for this address, we have sent it a link to choose a new password. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
  resetTokenInvalid: 'This link is not valid any more: it was already used, has expired or a newer one was sent. Please ask for a new link.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
} as const;

/** One @, something before it, a dot in the domain, no spaces: enough to catch a slip, not RFC 5322. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** The message for an e-mail field, or null when it may be sent. */
export function emailError(email: unknown): string | null {
  if (typeof email !== 'string' || email.trim() === '') return SIGN_IN_MESSAGES.emailRequired;
  const trimmed = email.trim();
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(trimmed)) return SIGN_IN_MESSAGES.emailInvalid;
  return null;
}

/** A reset token as the link carries it: 43 characters of base64url (32 random bytes). */
export const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A readable cookie (no secret: "1") that the API sets beside the HttpOnly session cookie at
 * sign-in and clears at sign-out and on any 401. The shell reads it to send a visitor without a
 * session straight to the sign-in page, instead of asking the API and logging 401s in the console.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal.signedIn';

/**
 * A second cookie beside it, HttpOnly since only the portal host reads it: the selected organisation's or group's label as the header's
 * selector shows it, `o:` or `g:` (organisation, group) before it. The API sets it with the
 * selection (sign-in, the customer options, a switch) and clears it with the "signed in" hint.
 * The portal host draws it into the page's first frame (host/src/html-hints.ts), so a phone shows
 * whose data it is at its first paint. It is a display hint only: no data is read by it.
 */
export const SELECTION_HINT_COOKIE = 'portal.selection';

/** The hint's value for a selection (the API sets it URI-encoded). */
export const selectionHintValue = (selection: { label: string; isGroup: boolean }): string => `${selection.isGroup ? 'g' : 'o'}:${selection.label.slice(0, 120)}`;
