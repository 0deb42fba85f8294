import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { validRequest } from '../quotes/quotes.fixtures';
import { eventually } from '../../../test/contactSmtp';

/**
 * The API speaks the request's language (Accept-Language) and keeps the one a person chose on
 * their account: the words change, the machine fields (status, code, field keys) do not.
 */
jest.setTimeout(60_000);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NL = { headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' } };

describe('the account language', () => {
  it('follows Accept-Language until chosen, then stays on the account and goes to the host in a cookie', async () => {
    const customer = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const before = await customer.get('/portal/userProfile', NL);
    expect(before.body.userSetting).toMatchObject({ language: 'nl', languageChosen: false });
    expect((await customer.get('/portal/userProfile')).body.userSetting.language).toBe('en');

    const chosen = await customer.put('/portal/language', { language: 'nl' });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.getSetCookie().join('\n')).toMatch(/portal\.lang=nl/);
    // Another device, an English browser: the account's language wins, from sign-in on.
    const elsewhere = new TestClient(server.baseUrl);
    await elsewhere.fetchCsrf();
    const login = await elsewhere.post('/login', { email: DEMO.basic.email, password: DEMO.basic.password });
    expect(login.headers.getSetCookie().join('\n')).toMatch(/portal\.lang=nl/);
    expect((await elsewhere.get('/portal/userProfile')).body.userSetting).toMatchObject({ language: 'nl', languageChosen: true });
  });

  it('refuses a language it has no messages for, in the language of the request', async () => {
    const customer = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await customer.put('/portal/language', { language: 'xx' }, NL);
    expect(res.status).toBe(422);
    expect(res.body.errors.language).toEqual(['Het portaal is niet beschikbaar in deze taal.']);
  });
});

describe('validation errors', () => {
  it('gives the same invalid quote the same fields and code in English and Dutch, worded in each', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const invalid = { ...validRequest('SEA'), goods_description: '', incoterm: '' };
    const en = await customer.post('/quotes', invalid);
    const nl = await customer.post('/quotes', invalid, NL);
    expect(en.status).toBe(422);
    expect(nl.status).toBe(422);
    expect(nl.body.code).toBe(en.body.code);
    expect(Object.keys(nl.body.errors).sort()).toEqual(Object.keys(en.body.errors).sort());
    expect(en.body.errors.goods_description).toEqual(['A description of the goods is required.']);
    expect(nl.body.errors.goods_description).toEqual(['Een omschrijving van de goederen is verplicht.']);
    expect(en.body.message).toBe('The given data was invalid.');
    expect(nl.body.message).toBe('De gegevens zijn niet geldig.');
    for (const messages of Object.values(nl.body.errors) as string[][]) for (const m of messages) expect(m).not.toMatch(/ is required|Choose /);
  });
});

describe('the password-reset mail', () => {
  const latestMailTo = async (email: string) =>
    (await server.db.all<{ subject: string; message: string }>("SELECT subject, message FROM outbox WHERE kind = 'password_reset' AND LOWER(recipient) = LOWER(CAST(@email AS TEXT)) ORDER BY id", { email })).at(-1);
  // The mail is written once the answer is out (whether an address has an account shows in nothing the client sees).
  const mailTo = async (email: string) => {
    let mail: Awaited<ReturnType<typeof latestMailTo>>;
    await eventually(async () => (mail = await latestMailTo(email)) !== undefined);
    return mail!;
  };

  it('is in the language of the request when the account has none, and the answer too', async () => {
    const visitor = new TestClient(server.baseUrl);
    await visitor.fetchCsrf();
    const res = await visitor.post('/auth/forgotPassword', { email: DEMO.customer.email }, { headers: { ...NL.headers, 'x-forwarded-for': '203.0.113.90' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Als er een account bestaat/);
    const mail = await mailTo(DEMO.customer.email);
    expect(mail.subject).toBe('Kies een nieuw wachtwoord voor uw Meridian Freight-portaal');
    expect(mail.message).toMatch(/^Beste .+,\n/);
    expect(mail.message).toContain('de link werkt één keer, 60 minuten lang');
    expect(mail.message).toContain('/reset-password?token=');
  });

  it("is in the account's language whatever the request's", async () => {
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    expect((await admin.put('/portal/language', { language: 'nl' })).status).toBe(200);
    const visitor = new TestClient(server.baseUrl);
    await visitor.fetchCsrf();
    await visitor.post('/auth/forgotPassword', { email: DEMO.admin.email }, { headers: { 'x-forwarded-for': '203.0.113.91' } });
    expect((await mailTo(DEMO.admin.email)).subject).toBe('Kies een nieuw wachtwoord voor uw Meridian Freight-portaal');
  });
});
