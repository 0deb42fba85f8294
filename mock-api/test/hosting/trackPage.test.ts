import { shareLinksContract } from '@portal/contracts/shareLinks';
import { DEMO, signIn, startTestServer, type TestServer } from '../helpers';
import { startPortalHost, type PortalHost } from './portalHost';

/**
 * A share link's page as the portal host serves it (host/src/track-page.ts): plain HTML with no
 * script, noindex, no referrer, framed only by the origins the link names, and the same HTTP 404
 * for a link that does not open.
 */
jest.setTimeout(180_000);
let api: TestServer;
let host: PortalHost;
let customer: Awaited<ReturnType<typeof signIn>>;
let params: { mode: string; id: string };

beforeAll(async () => {
  api = await startTestServer({ config: { trackRateLimit: 0 } });
  host = await startPortalHost(api.baseUrl);
  customer = await signIn(api.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const id = (await api.db.get<{ s: string }>("SELECT shipmentid AS s FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE c.code = 'C10001' AND s.modality = 'AIR' AND s.etd IS NOT NULL ORDER BY s.id LIMIT 1"))!.s;
  params = { mode: 'air', id };
});
afterAll(async () => {
  await host?.close();
  await api?.close();
});

const make = async (body: Record<string, unknown>) => (await customer.call(shareLinksContract.create, { params, body })).body.link.path;

it('draws the shipment without a script, noindex, framed only by the origins the link names', async () => {
  const res = await fetch(`${host.url}${await make({ frameAncestors: ['https://shop.example.com'] })}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('Shared by');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).not.toMatch(/<script/i);
  expect(res.headers.get('x-robots-tag')).toContain('noindex');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors https:\/\/shop\.example\.com$/);
  expect(res.headers.get('x-frame-options')).toBeNull();
  const map = /<img class="map" src="([^"]+)"/.exec(html)![1];
  const svg = await fetch(`${host.url}${map}`);
  expect(svg.headers.get('content-type')).toContain('image/svg+xml');
});

it('a link naming no page cannot be framed; an unknown token is a 404 page', async () => {
  const res = await fetch(`${host.url}${await make({})}`);
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  const unknown = await fetch(`${host.url}/track/${'z'.repeat(43)}`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('This link does not open a shipment');
});
