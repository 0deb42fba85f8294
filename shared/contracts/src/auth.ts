import { Object as Obj, Optional, String as Str, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { userProfileSchema } from './portal';
import { strict } from './schemas';

/**
 * The auth slice's contract: sign-in and sign-out (spec section 7: POST /api/login, POST
 * /api/logout), the anonymous session's anti-forgery token, and "Forgot password?" (no session:
 * its own module, modules/passwordReset). Rules and messages stay in rules/signIn.ts and
 * rules/password.ts.
 */
const TAG = 'Portal (internal)';
const message = Obj({ message: Str() }, strict);

export const authContract = defineContract({
  /** JSON only (415 otherwise: a cross-site form cannot send it), throttled per address + e-mail and per address. */
  login: {
    method: 'POST',
    path: '/api/login',
    anonymous: true,
    summary: 'Sign in',
    tag: TAG,
    body: Obj({
      email: Str({ minLength: 1, maxLength: 254 }),
      // Bounded: scrypt on a megabyte of "password" is a cheap way to burn our CPU.
      password: Str({ minLength: 1, maxLength: 1024 }),
    }),
    response: Obj({ profile: userProfileSchema, csrfToken: Str() }, strict),
  },
  /** Works without a session too (then there is nothing to end); ends a running impersonation. */
  logout: {
    method: 'POST',
    path: '/api/logout',
    anonymous: true,
    summary: 'Sign out',
    tag: TAG,
    response: message,
  },
  /** Before sign-in too: the token is bound to the (then anonymous) session. */
  csrf: {
    method: 'GET',
    path: '/api/auth/csrf',
    anonymous: true,
    summary: "The session's anti-forgery token",
    tag: TAG,
    response: Obj({ csrfToken: Str() }, strict),
  },
});

/** Both typed but optional: a missing field gets the form's own message; a wrong type is a 422 naming it. */
export const passwordResetContract = defineContract({
  /** The same answer whether or not the address has an account. */
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgotPassword',
    anonymous: true,
    summary: 'Mail a password reset link',
    tag: TAG,
    body: Obj({ email: Optional(Str({ maxLength: 254 })) }),
    response: message,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/resetPassword',
    anonymous: true,
    summary: 'Set a new password with a reset link',
    tag: TAG,
    body: Obj({ token: Optional(Str({ maxLength: 200 })), password: Optional(Str({ maxLength: 1024 })) }),
    response: message,
  },
});

export type LoginResponse = Static<typeof authContract.login.response>;
