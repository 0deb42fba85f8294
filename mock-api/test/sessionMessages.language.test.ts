import { DEMO, signIn, startTestServer, type TestServer } from './helpers';

/**
 * The session's own messages in the request's language: choosing an organisation that is not
 * yours, stopping an impersonation that is not on, signing out. Same status and code in English
 * and Dutch; only the words change.
 */
jest.setTimeout(60_000);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const NL = { headers: { 'accept-language': 'nl' } };

it('refuses an organisation that is not yours and an impersonation that is not on, in Dutch', async () => {
  const customer = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
  const en = await customer.post('/portal/customer', { customer: 'NOT-MINE' });
  const nl = await customer.post('/portal/customer', { customer: 'NOT-MINE' }, NL);
  expect([nl.status, nl.body.code]).toEqual([en.status, en.body.code]);
  expect(en.body.message).toBe('You may not select this organisation.');
  expect(nl.body.message).toBe('U mag deze organisatie niet kiezen.');

  const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  const stopEn = await admin.post('/portal/impersonate/stop', {});
  const stopNl = await admin.post('/portal/impersonate/stop', {}, NL);
  expect([stopNl.status, stopNl.body.code]).toEqual([stopEn.status, stopEn.body.code]);
  expect(stopEn.body.message).toBe('You are not impersonating anyone.');
  expect(stopNl.body.message).toBe('U treedt niet op als een andere gebruiker.');
});

it('says so in Dutch when a person signs out', async () => {
  const customer = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
  const res = await customer.post('/logout', {}, NL);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('U bent afgemeld.');
});
