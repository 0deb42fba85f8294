import { RESET_MAIL_SUBJECT } from './mail';
import { MAILS_PER_WINDOW, RESET_REQUESTS } from './index';
import { hashToken } from './tokens';
import { SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { eventually, startFakeSmtp, type FakeSmtp } from '../../../test/contactSmtp';
import { DEMO, clientAt, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { passwordResetContract } from '@portal/contracts/auth';
import { portalContract } from '@portal/contracts/portal';
import { profileContract } from '@portal/contracts/profile';

/** "Forgot password?": the same answer for any address, a single-use expiring link by mail, throttling, sessions ended. */
const JAN = { email: 'jan.hoffmann@hanse-elektronik.example', password: 'Portal!2345' };
const NEW_PASSWORD = 'Quayside-gantry-hoists-77';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(() => server.close());

let address = 0;
/** An anonymous browser with its own client address (test/helpers.ts's clientAt: directly or behind nginx). */
async function visitor(): Promise<TestClient> {
  address += 1;
  const client = clientAt(server, address);
  await client.fetchCsrf();
  return client;
}

const outboxFor = async (email: string) =>
  server.db.all<{ id: number; kind: string; subject: string; message: string; recipient: string; status: string }>(
    "SELECT id, kind, subject, message, recipient, status FROM outbox WHERE kind = 'password_reset' AND LOWER(recipient) = LOWER(CAST(@email AS TEXT)) ORDER BY id",
    { email },
  );

/** The token of the newest link mailed to `email`, read from the mail as the user would. */
async function linkToken(email: string): Promise<string> {
  const mails = await outboxFor(email);
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.message ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

/** Asks for a link and waits for the work done after the answer (the link, the mail, the audit). */
async function requestLink(email: string, on: TestServer = server) {
  const client = await visitor();
  const res = await client.call(passwordResetContract.forgotPassword, { body: { email } });
  await on.app.background.settled();
  return res;
}

describe('POST /api/auth/forgotPassword', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const known = await requestLink(DEMO.basic.email.toUpperCase());
    const unknown = await requestLink('nobody@nowhere.example');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(SIGN_IN_MESSAGES.resetSent);

    const mails = await outboxFor(DEMO.basic.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: RESET_MAIL_SUBJECT, status: 'queued' });
    expect(mails[0].message).toContain(`${server.config.portalOrigin}/reset-password?token=`);
    expect(await outboxFor('nobody@nowhere.example')).toHaveLength(0);
    // Only the token's hash is stored.
    const token = await linkToken(DEMO.basic.email);
    expect(await server.db.get('SELECT id FROM password_resets WHERE token_hash = @token', { token })).toBeUndefined();
    expect(await server.db.get('SELECT id FROM password_resets WHERE token_hash = @hash', { hash: hashToken(token) })).toBeDefined();
  });

  it('answers before it looks the address up, stores a link or queues the mail', async () => {
    // The work after the answer is held until the answer is read: a known address cannot be told by the time it takes.
    const held: Array<() => Promise<unknown>> = [];
    const run = jest.spyOn(server.app.background, 'run').mockImplementation((work) => {
      held.push(work);
      return Promise.resolve(undefined);
    });
    try {
      const client = await visitor();
      const res = await client.call(passwordResetContract.forgotPassword, { body: { email: DEMO.admin.email } });
      expect(res.status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await outboxFor(DEMO.admin.email)).toHaveLength(0);
      expect(held).toHaveLength(1);
    } finally {
      run.mockRestore();
    }
    await held[0]();
    expect(await outboxFor(DEMO.admin.email)).toHaveLength(1);
    const admin = await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.admin.email });
    const audited = await server.db.all<{ entity_id: string }>("SELECT entity_id FROM audit_log WHERE action = 'auth.forgotPassword'");
    expect(audited.map((a) => String(a.entity_id))).toContain(String(admin!.id));
  });

  it('refuses a malformed address with 422 on the e-mail field, and needs the anti-forgery token', async () => {
    const client = await visitor();
    const res = await client.call(passwordResetContract.forgotPassword, { body: { email: 'notanemail' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([SIGN_IN_MESSAGES.emailInvalid]);
    const forged = await client.call(passwordResetContract.forgotPassword, { body: { email: DEMO.basic.email } }, { csrf: false });
    expect(forged.status).toBe(403);
  });

  it(`throttles one address + e-mail after ${RESET_REQUESTS} requests, known or not, with the same 429`, async () => {
    for (const email of [DEMO.admin.email, 'ghost@nowhere.example']) {
      const client = await visitor();
      for (let i = 0; i < RESET_REQUESTS; i += 1) expect((await client.call(passwordResetContract.forgotPassword, { body: { email } })).status).toBe(200);
      const blocked = await client.call(passwordResetContract.forgotPassword, { body: { email } });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    }
  });

  it(`mails one account at most ${MAILS_PER_WINDOW} links per window, whatever address asks, and answers the same`, async () => {
    const email = 'an.claes@scheldt-chemicals.example';
    for (let i = 0; i < MAILS_PER_WINDOW + 2; i += 1) expect((await requestLink(email)).status).toBe(200);
    expect(await outboxFor(email)).toHaveLength(MAILS_PER_WINDOW);
  });
});

describe('POST /api/auth/resetPassword', () => {
  it('sets the new password once, ends every session of the user, and the link cannot be used again', async () => {
    const laptop = await signIn(server.baseUrl, JAN.email, JAN.password);
    const phone = await signIn(server.baseUrl, JAN.email, JAN.password);
    expect((await requestLink(JAN.email)).status).toBe(200);
    const token = await linkToken(JAN.email);

    const client = await visitor();
    const res = await client.call(passwordResetContract.resetPassword, { body: { token, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SIGN_IN_MESSAGES.resetDone);

    expect((await laptop.call(portalContract.userProfile)).status).toBe(401);
    expect((await phone.call(portalContract.userProfile)).status).toBe(401);
    expect((await new TestClient(server.baseUrl).login(JAN.email, JAN.password)).status).toBe(401);
    expect((await new TestClient(server.baseUrl).login(JAN.email, NEW_PASSWORD)).status).toBe(200);

    const again = await client.call(passwordResetContract.resetPassword, { body: { token, password: 'Another-long-harbour-word-9' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([SIGN_IN_MESSAGES.resetTokenInvalid]);
    expect((await new TestClient(server.baseUrl).login(JAN.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const email = 'lisa.meyer@rheinland-moebel.example';
    const user = await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email });
    expect(user).toBeDefined();
    expect((await requestLink(email)).status).toBe(200);
    const token = await linkToken(email);
    await server.db.run("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = @hash", { hash: hashToken(token) });
    const client = await visitor();
    const res = await client.call(passwordResetContract.resetPassword, { body: { token, password: NEW_PASSWORD } });
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([SIGN_IN_MESSAGES.resetTokenInvalid]);
  });

  it('voids an older link once a newer one is sent', async () => {
    expect((await requestLink(DEMO.customer.email)).status).toBe(200);
    const first = await linkToken(DEMO.customer.email);
    expect((await requestLink(DEMO.customer.email)).status).toBe(200);
    const second = await linkToken(DEMO.customer.email);
    expect(second).not.toBe(first);
    const client = await visitor();
    expect((await client.call(passwordResetContract.resetPassword, { body: { token: first, password: NEW_PASSWORD } })).status).toBe(422);
    // The newer link still works afterwards: a refused old link does not use it up.
    const weak = await client.call(passwordResetContract.resetPassword, { body: { token: second, password: 'abc' } });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({ password: ['Your password should be at least 6 characters.'] });
    const common = await client.call(passwordResetContract.resetPassword, { body: { token: second, password: 'password1' } });
    expect(common.body.errors.password[0]).toMatch(/too easy to guess/);
    expect((await client.call(passwordResetContract.resetPassword, { body: { token: second, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await new TestClient(server.baseUrl).login(DEMO.customer.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('voids a link mailed before the password was changed, or before the user signed in with it', async () => {
    const user = { email: 'an.claes@scheldt-chemicals.example', password: 'Portal!2345' };
    const reset = async (token: string, password: string) => {
      const client = await visitor();
      return client.call(passwordResetContract.resetPassword, { body: { token, password } });
    };
    // Changed in the profile: the link asked for earlier (by the user or anyone) is dead.
    await server.db.run('DELETE FROM password_resets');
    expect((await requestLink(user.email)).status).toBe(200);
    const beforeChange = await linkToken(user.email);
    const session = await signIn(server.baseUrl, user.email, user.password);
    await server.db.run('UPDATE password_resets SET used_at = NULL');
    const changed = await session.call(profileContract.changePassword, { body: { current_password: user.password, password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await reset(beforeChange, 'Another-harbour-crane-12')).status).toBe(422);

    // Signed in with the password after a link went out: the link is void.
    await server.db.run('DELETE FROM password_resets');
    expect((await requestLink(user.email)).status).toBe(200);
    const beforeSignIn = await linkToken(user.email);
    expect((await new TestClient(server.baseUrl).login(user.email, NEW_PASSWORD)).status).toBe(200);
    const refused = await reset(beforeSignIn, 'Another-harbour-crane-12');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.token).toEqual([SIGN_IN_MESSAGES.resetTokenInvalid]);
  });

  it('refuses a made-up or malformed token with 422 on the token field', async () => {
    const client = await visitor();
    for (const token of ['x'.repeat(43), 'short', undefined]) {
      const res = await client.call(passwordResetContract.resetPassword, { body: { token, password: NEW_PASSWORD } });
      expect(res.status).toBe(422);
      expect(res.body.errors.token).toEqual([SIGN_IN_MESSAGES.resetTokenInvalid]);
    }
    // A token of the wrong JSON type is refused by the route's schema, naming the field.
    const wrongType = await client.post('/auth/resetPassword', { token: 42, password: NEW_PASSWORD });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.token).toEqual(['The token field must be text.']);
  });
});

describe('the reset mail over SMTP', () => {
  let smtp: FakeSmtp;
  let mailing: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mailing = await startTestServer({ seed: 'core', config: { smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: null, pass: null, from: 'portal@meridianfreight.test' } } });
  }, 60_000);
  afterAll(async () => {
    await mailing.close();
    await smtp.close();
  });

  it('goes out at once through the contact slice\'s delivery, to the user, from the portal, with the link', async () => {
    const client = new TestClient(mailing.baseUrl);
    await client.fetchCsrf();
    expect((await client.call(passwordResetContract.forgotPassword, { body: { email: DEMO.basic.email } })).status).toBe(200);
    await eventually(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([`<${DEMO.basic.email}>`]);
    expect(mail.from).toContain('portal@meridianfreight.test');
    expect(mail.data).toMatch(new RegExp(`^Subject: ${RESET_MAIL_SUBJECT}`, 'm'));
    expect(mail.data).not.toMatch(/^Reply-To:/m);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.data.replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeDefined();
    await eventually(async () => (await mailing.db.get<{ status: string }>("SELECT status FROM outbox WHERE kind = 'password_reset'"))?.status === 'sent');
  });
});
