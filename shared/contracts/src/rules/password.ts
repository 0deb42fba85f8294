/**
 * Password rules shared by the profile page and POST /api/portal/changePassword. Pure TS: the
 * strength score comes from zxcvbn-ts, which each side loads itself (the browser lazily, on the
 * profile page only; the API once at start) with the same dictionaries, so both agree.
 */
export const MIN_PASSWORD_LENGTH = 6;
/** Longer input makes the estimator slow and is no real password. */
export const MAX_PASSWORD_LENGTH = 200;
/** zxcvbn scores 0..4; 2 means "somewhat guessable" (protected from unthrottled online guessing). */
export const MIN_PASSWORD_SCORE = 2;

export const PASSWORD_MESSAGES = {
  required: 'Please enter a new password.',
  tooShort: `Your password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Your password may be at most ${MAX_PASSWORD_LENGTH} characters.`,
  tooWeak: 'This password is too easy to guess. Add more words or characters, and avoid names and common passwords.',
  mismatch: 'Please make sure that both passwords are identical.',
  currentRequired: 'Please enter your current password.',
  currentWrong: 'Your current password is not correct.',
} as const;

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export type PasswordField = 'current_password' | 'password' | 'password_confirmation';

/**
 * The messages per field, first message first. `score` is zxcvbn's score of `password`, or null
 * while the estimator is not loaded yet (the server always passes one). `confirmation` undefined
 * skips the match check (the API receives one entry only).
 */
export function passwordErrors(password: string, score: number | null, confirmation?: string): Partial<Record<PasswordField, string[]>> {
  const errors: Partial<Record<PasswordField, string[]>> = {};
  const own: string[] = [];
  if (password.length === 0) own.push(PASSWORD_MESSAGES.required);
  else if (password.length < MIN_PASSWORD_LENGTH) own.push(PASSWORD_MESSAGES.tooShort);
  else if (password.length > MAX_PASSWORD_LENGTH) own.push(PASSWORD_MESSAGES.tooLong);
  else if (score !== null && score < MIN_PASSWORD_SCORE) own.push(PASSWORD_MESSAGES.tooWeak);
  if (own.length > 0) errors.password = own;
  if (confirmation !== undefined && confirmation !== password) errors.password_confirmation = [PASSWORD_MESSAGES.mismatch];
  return errors;
}

/**
 * The current password is asked for too (OWASP ASVS V6.2.3): a session left open or stolen must not
 * be enough to take the account over. Only its presence is a rule here; the server checks it.
 */
export function currentPasswordErrors(current: unknown): Partial<Record<PasswordField, string[]>> {
  return typeof current === 'string' && current.length > 0 && current.length <= MAX_PASSWORD_LENGTH * 5 ? {} : { current_password: [PASSWORD_MESSAGES.currentRequired] };
}

/** Words the estimator should treat as guessable for this user (e-mail parts, names). */
export function personalInputs(email: string, name: string): string[] {
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._-]+/), ...name.split(/\s+/)].map((s) => s.trim().toLowerCase()).filter((s) => s.length >= 3);
}
