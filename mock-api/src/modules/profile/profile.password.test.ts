import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { portalContract } from '@portal/contracts/portal';
import { profileContract } from '@portal/contracts/profile';

/** POST /api/portal/changePassword: the current password, the rules, the hash, and every session of the user ending. */
const JAN = { email: 'jan.hoffmann@hanse-elektronik.example', password: 'Portal!2345' };
const AN = { email: 'an.claes@scheldt-chemicals.example', password: 'Portal!2345' };
const NEW_PASSWORD = 'Harbour-crane-lifts-42';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(async () => server.close());

const sessionsOf = async (email: string) =>
  (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = @email', { email }))!.n;

describe('password rules', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
  });

  it.each([
    ['too short', 'Ab1!', 'Your password should be at least 6 characters.'],
    ['empty', '', 'Please enter a new password.'],
    ['a common password', 'password1', 'This password is too easy to guess. Add more words or characters, and avoid names and common passwords.'],
    ['a repeated character', 'aaaaaaaaa', 'This password is too easy to guess. Add more words or characters, and avoid names and common passwords.'],
    ["the user's own surname", 'Peeters', 'This password is too easy to guess. Add more words or characters, and avoid names and common passwords.'],
  ])('refuses %s with 422 on the password field and keeps the old password', async (_label, password, message) => {
    const res = await client.call(profileContract.changePassword, { body: { current_password: DEMO.basic.password, password } });
    expect(res.status).toBe(422);
    expect(res.body.errors.password[0]).toBe(message);
    expect((await new TestClient(server.baseUrl).login(DEMO.basic.email, DEMO.basic.password)).status).toBe(200);
  });

  it('refuses a missing or non-text password', async () => {
    const empty = await client.call(profileContract.changePassword, { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ current_password: ['Please enter your current password.'], password: ['Please enter a new password.'] });
    // A number is not text: the route's schema names the field before any rule runs.
    const res = await client.post('/portal/changePassword', { current_password: DEMO.basic.password, password: 123456789 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['The password field must be text or empty.'] });
  });

  it('refuses a strong new password without the right current one, and keeps the old password', async () => {
    const missing = await client.call(profileContract.changePassword, { body: { password: NEW_PASSWORD } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ['Please enter your current password.'] });
    const wrong = await client.call(profileContract.changePassword, { body: { current_password: 'Basic!2346', password: NEW_PASSWORD } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Your current password is not correct.'] });
    expect((await new TestClient(server.baseUrl).login(DEMO.basic.email, DEMO.basic.password)).status).toBe(200);
  });

  it('needs a session and the anti-forgery token', async () => {
    expect(
      (await new TestClient(server.baseUrl).call(profileContract.changePassword, { body: { password: NEW_PASSWORD } }, { headers: { 'x-csrf-token': 'x' } }))
        .status,
    ).toBe(403);
    const anonymous = new TestClient(server.baseUrl);
    await anonymous.fetchCsrf();
    expect((await anonymous.call(profileContract.changePassword, { body: { password: NEW_PASSWORD } })).status).toBe(401);
    const res = await client.call(profileContract.changePassword, { body: { current_password: DEMO.basic.password, password: NEW_PASSWORD } }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF');
  });
});

describe('a successful change', () => {
  it('stores a new hash, ends every session of the user (this one too) and only the new password signs in', async () => {
    const laptop = await signIn(server.baseUrl, JAN.email, JAN.password);
    const phone = await signIn(server.baseUrl, JAN.email, JAN.password);
    const other = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect(await sessionsOf(JAN.email)).toBe(2);
    const before = (await server.db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = @email', { email: JAN.email }))!
      .password_hash;

    const res = await laptop.call(profileContract.changePassword, { body: { current_password: JAN.password, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/password has been changed/);

    expect(await sessionsOf(JAN.email)).toBe(0);
    expect((await laptop.call(portalContract.userProfile)).status).toBe(401);
    expect((await phone.call(portalContract.userProfile)).status).toBe(401);
    // Somebody else's session is untouched.
    expect((await other.call(portalContract.userProfile)).status).toBe(200);

    const after = (await server.db.get<{ password_hash: string; password_changed_at: string }>(
      'SELECT password_hash, password_changed_at FROM users WHERE email = @email',
      { email: JAN.email },
    ))!;
    expect(after.password_hash).not.toBe(before);
    expect(after.password_hash).toMatch(/^scrypt\$/);
    expect(after.password_hash).not.toContain(NEW_PASSWORD);
    expect(Date.now() - Date.parse(after.password_changed_at)).toBeLessThan(60_000);

    expect((await new TestClient(server.baseUrl).login(JAN.email, JAN.password)).status).toBe(401);
    const fresh = new TestClient(server.baseUrl);
    expect((await fresh.login(JAN.email, NEW_PASSWORD)).status).toBe(200);
    expect((await fresh.call(portalContract.userProfile)).body.profile.email).toBe(JAN.email);
  });
});

describe('guessing the current password through an open session', () => {
  it('is throttled per user (429) and the password stays as it was', async () => {
    const session = await signIn(server.baseUrl, AN.email, AN.password);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await session.call(profileContract.changePassword, { body: { current_password: `guess-${i}`, password: NEW_PASSWORD } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await new TestClient(server.baseUrl).login(AN.email, AN.password)).status).toBe(200);
  });
});
