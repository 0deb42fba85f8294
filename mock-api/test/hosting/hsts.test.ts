import { startTestServer, type TestServer } from '../helpers';
import { startPortalHost, type PortalHost } from './portalHost';

/** The portal host served over TLS (SECURE_COOKIES=1) tells browsers to keep to https: its pages and the API's answers through it. */
let api: TestServer;
let host: PortalHost;
beforeAll(async () => {
  api = await startTestServer({ seed: 'none' });
  host = await startPortalHost(api.baseUrl, { SECURE_COOKIES: '1' });
}, 60_000);
afterAll(async () => {
  await host?.close();
  await api?.close();
});

it('sends Strict-Transport-Security on its page and on proxied answers', async () => {
  for (const address of ['/', '/api/health']) {
    const res = await fetch(`${host.url}${address}`);
    expect([address, res.headers.get('strict-transport-security')]).toEqual([address, 'max-age=15552000; includeSubDomains']);
  }
});
