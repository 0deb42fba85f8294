import type { Endpoint } from '@portal/contracts/endpoint';
import { accessTokensContract } from '@portal/contracts/accessTokens';
import { authContract, passwordResetContract } from '@portal/contracts/auth';
import { contactContract } from '@portal/contracts/contact';
import { documentsContract } from '@portal/contracts/documents';
import { externalAppsContract } from '@portal/contracts/externalApps';
import { networkContract } from '@portal/contracts/network';
import { notificationsContract } from '@portal/contracts/notifications';
import { quoteRequestsContract } from '@portal/contracts/quoteRequests';
import { quotesContract } from '@portal/contracts/quotes';
import { portalContract } from '@portal/contracts/portal';
import { profileContract } from '@portal/contracts/profile';
import { referenceAreaContract, referenceContract } from '@portal/contracts/reference';
import { searchContract } from '@portal/contracts/search';
import { webhooksContract } from '@portal/contracts/webhooks';
import { myShipmentsTables, shipmentsContract } from '@portal/contracts/shipments';
import { myDocumentsTables } from '@portal/contracts/tables.myDocuments';
import { referenceTable } from '@portal/contracts/tables.reference';
import { systemContract } from '@portal/contracts/system';
import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import { TestClient, startTestServer, type TestServer } from './helpers';

/** Every slice's contract (shared/contracts/src/): what the OpenAPI document says must be what the contract declares. */
const CONTRACTS: Record<string, Record<string, Endpoint>> = {
  network: networkContract,
  contact: contactContract,
  notifications: notificationsContract,
  auth: authContract,
  passwordReset: passwordResetContract,
  portal: portalContract,
  profile: profileContract,
  accessTokens: accessTokensContract,
  webhooks: webhooksContract,
  quotes: quotesContract,
  quoteRequests: quoteRequestsContract,
  documents: documentsContract,
  reference: referenceAreaContract,
  // Each reference entity's record endpoints, generated from its declaration.
  ...Object.fromEntries(REFERENCE_ENTITIES.map((entity) => [`reference.${entity.resource}`, referenceContract(entity) as Record<string, Endpoint>])),
  shipments: shipmentsContract,
  search: searchContract,
  externalApps: externalAppsContract,
  system: systemContract,
  // Each table (shared/contracts/src/tables.ts) is three endpoints.
  ...Object.fromEntries(Object.entries(myShipmentsTables).map(([mode, table]) => [`myShipmentsTables.${mode}`, table])),
  ...Object.fromEntries(Object.entries(myDocumentsTables).map(([name, table]) => [`myDocumentsTables.${name}`, table])),
  ...Object.fromEntries(REFERENCE_ENTITIES.map((e) => [`referenceTable(${e.resource})`, referenceTable(e.resource)])),
};

/** The schema as JSON; @fastify/swagger writes a `const` as a one-value `enum`, which says the same. */
const plain = (value: unknown) =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || !('const' in v)) return v;
    const { const: only, ...rest } = v as { const: unknown };
    return { ...rest, enum: [only] };
  }) as unknown;
const endpoints = Object.entries(CONTRACTS).flatMap(([slice, contract]) =>
  Object.entries(contract).map(([name, endpoint]) => [`${slice}.${name}: ${endpoint.method} ${endpoint.path}`, endpoint] as const),
);

describe("the slices' contracts in the OpenAPI document", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
  }, 60_000);
  afterAll(async () => server.close());

  it.each(endpoints)('%s is documented as declared: public or not, signed in or not, its answer, a 304 where it revalidates', (_label, endpoint) => {
    const doc = server.app.openapiDocument();
    const op = doc.paths[endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')][endpoint.method.toLowerCase()];
    expect(Boolean(op['x-internal'])).toBe(!endpoint.public);
    expect(op.summary).toBe(endpoint.summary);
    expect(Boolean(op.deprecated)).toBe(Boolean(endpoint.deprecated));
    // An anonymous endpoint asks for no credentials; the others for the session (and a token when public).
    expect((op as { security?: unknown[] }).security).toHaveLength(endpoint.anonymous ? 0 : endpoint.public ? 2 : 1);
    const ok = endpoint.created ? '201' : '200';
    expect(Object.keys(op.responses).filter((status) => /^2/.test(status))).toEqual([ok]);
    const content = op.responses[ok].content!;
    if (endpoint.events) {
      expect(Object.keys(content)).toEqual(['text/event-stream']);
      expect(Boolean(op.responses['406'])).toBe(true);
    } else if (endpoint.file) {
      expect(Object.keys(content)).toEqual([...endpoint.file]);
    } else {
      expect(plain(content['application/json'].schema)).toEqual(plain(endpoint.response));
    }
    expect(Boolean(op.responses['304'])).toBe(Boolean(endpoint.revalidates));
    for (const [status, schema] of Object.entries(endpoint.otherAnswers ?? {})) expect(plain(op.responses[status].content!['application/json'].schema)).toEqual(plain(schema));
    for (const alias of endpoint.aliases ?? []) {
      const older = doc.paths[alias.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')][endpoint.method.toLowerCase()];
      expect(older).toMatchObject({ deprecated: true, responses: { [ok]: op.responses[ok] } });
      expect(Boolean(older['x-internal'])).toBe(!endpoint.public);
    }
  });

  it('answers the health check as its contract says: ready, then 503 draining', async () => {
    const ready = await new TestClient(server.baseUrl).call(systemContract.health);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    server.app.lifecycle.draining = true;
    try {
      const draining = await new TestClient(server.baseUrl).get('/api/health');
      expect(draining.status).toBe(503);
      expect(draining.body).toMatchObject({ status: 'draining', instance: ready.body.instance });
    } finally {
      server.app.lifecycle.draining = false;
    }
  });

  it('declares each address and method once across the slices, older addresses included', () => {
    const keys = endpoints.flatMap(([, e]) => [e.path, ...(e.aliases ?? [])].map((path) => `${e.method} ${path}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
