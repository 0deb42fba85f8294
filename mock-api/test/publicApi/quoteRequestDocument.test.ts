import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { quoteRequestsContract } from '@portal/contracts/quoteRequests';
import { MODALITIES } from '@portal/contracts/modes';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { formToPayload } from '@portal/contracts/rules/quotePayload';
import { publicDocument } from '../../src/openapi';
import { DEMO, signIn, startTestServer, type TestServer } from '../helpers';
import { createToken, type TokenClient } from './tokens';

/**
 * The document's QuoteRequest says what the API refuses, field by field, for every transport
 * mode: a request it accepts is taken, and one without a field it requires for that mode (or with
 * a container type off the list) is refused by the API naming that field. Prism, as a validating
 * proxy, found the document accepting requests the API refused (a destination city, a container
 * type), because the form's rules by mode were not in it.
 */
jest.setTimeout(60_000);
let server: TestServer;
let erp: TokenClient;
let validate: (body: unknown) => boolean;

beforeAll(async () => {
  server = await startTestServer({ config: { quoteRateLimit: 0, tokenRateLimit: 0 } });
  const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  erp = (await createToken(customer, { organisations: ['C10001'], access: 'write' })).client;
  const document = publicDocument(server.app.openapiDocument());
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const check = ajv.compile({ $ref: '#/components/schemas/QuoteRequest', components: document.components });
  validate = (body) => check(body);
}, 120_000);
afterAll(async () => server?.close());

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const payloadFor = (modality: (typeof MODALITIES)[number]) => ({ ...formToPayload(validQuoteForm(modality)), expected_departure: inTwoWeeks() }) as Record<string, unknown>;
const send = (body: Record<string, unknown>) => erp.call(quoteRequestsContract.store, { body });
/** The fields the document requires of this payload: those whose leaving out it refuses. */
const requiredOf = (body: Record<string, unknown>) => Object.keys(body).filter((field) => body[field] !== null && !validate({ ...body, [field]: undefined }));

describe.each(MODALITIES)('a %s quote request', (modality) => {
  it('that the document accepts is taken', async () => {
    const body = payloadFor(modality);
    expect(validate(body)).toBe(true);
    const res = await send(body);
    expect([res.status, res.text]).toEqual([200, expect.stringContaining('quote_nr')]);
  });

  it('without a field the document requires for its mode is refused by the API naming that field', async () => {
    const body = payloadFor(modality);
    const required = requiredOf(body);
    // The mode's own fields are among them, not only those every request needs.
    expect(required).toEqual(expect.arrayContaining(['modality', 'inco_terms', 'weight']));
    expect(required.length).toBeGreaterThan(9);
    for (const field of required) {
      const res = await send({ ...body, [field]: null });
      expect({ field, status: res.status, named: Object.keys(res.body.errors ?? {}).includes(field) }).toEqual({ field, status: 422, named: true });
    }
    // And what the document leaves optional the API takes left out.
    const optional = Object.keys(body).filter((field) => body[field] !== null && !required.includes(field));
    const res = await send(Object.fromEntries(Object.entries(body).filter(([field]) => !optional.includes(field))));
    expect([optional, res.status]).toEqual([optional, 200]);
  });
});

it('a container type off the list breaks the document and is refused', async () => {
  const body = { ...payloadFor('SEA'), container_type: "40' HC" };
  expect(validate(body)).toBe(false);
  const res = await send(body);
  expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['container_type']]);
});
