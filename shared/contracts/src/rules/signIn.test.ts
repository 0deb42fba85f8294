import { emailError, RESET_TOKEN_SHAPE, SIGN_IN_MESSAGES } from './signIn';

describe('emailError (sign-in and "Forgot password?", browser and API)', () => {
  it.each([
    ['', SIGN_IN_MESSAGES.emailRequired],
    ['   ', SIGN_IN_MESSAGES.emailRequired],
    [undefined, SIGN_IN_MESSAGES.emailRequired],
    [42, SIGN_IN_MESSAGES.emailRequired],
    ['notanemail', SIGN_IN_MESSAGES.emailInvalid],
    ['name@company', SIGN_IN_MESSAGES.emailInvalid],
    ['name @company.com', SIGN_IN_MESSAGES.emailInvalid],
    ['a@b.c', SIGN_IN_MESSAGES.emailInvalid],
    [`${'x'.repeat(250)}@example.com`, SIGN_IN_MESSAGES.emailInvalid],
  ])('refuses %p', (email, message) => {
    expect(emailError(email)).toBe(message);
  });

  it.each(['customer@portal.test', ' Customer@Portal.Test ', 'jan.hoffmann@hanse-elektronik.example'])('accepts %p', (email) => {
    expect(emailError(email)).toBeNull();
  });

  it('recognises the shape of a reset token (32 bytes, base64url)', () => {
    expect(RESET_TOKEN_SHAPE.test('A'.repeat(43))).toBe(true);
    expect(RESET_TOKEN_SHAPE.test('A'.repeat(42))).toBe(false);
    expect(RESET_TOKEN_SHAPE.test(`${'A'.repeat(42)}=`)).toBe(false);
  });
});
