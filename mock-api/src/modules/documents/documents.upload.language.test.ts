import { DOCUMENT_UPLOAD_MESSAGES as M } from '@portal/contracts/rules/documentUpload';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { SETUP_MS, contentTypeId, day, idOf, upload } from '../../../test/documentsFixtures';

/**
 * The upload rules (written once in @portal/contracts, English) answer in the request's
 * language: the same refused upload in English and Dutch has the same field keys, each field
 * worded from the rules' messages, the very file the upload form reads.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
}, SETUP_MS);
afterAll(async () => server.close(), SETUP_MS);

const NL = { 'accept-language': 'nl' };

it('gives the same refused upload the same keys in English and Dutch, in Dutch words', async () => {
  const fields = {
    name: '',
    publication_date: '2026-13-40',
    content_type: String(await contentTypeId(server.db, 'Customs')),
    distribution_type: 'Generic',
    customer: String(await idOf(server.db, 'customers', 'C10001')),
    expiration_date: day(-400),
    shipment_ref: 'nonsense',
  };
  const en = await upload(admin, 'uploadCreate', fields);
  const nl = await upload(admin, 'uploadCreate', fields, undefined, NL);
  expect([en.status, nl.status]).toEqual([422, 422]);
  expect(nl.body.code).toBe(en.body.code);
  expect(Object.keys(nl.body.errors).sort()).toEqual(Object.keys(en.body.errors).sort());
  expect(en.body.errors.file).toEqual([M.fileRequired]);
  expect(en.body.errors.name).toEqual([M.nameRequired]);
  expect(nl.body.errors.file).toEqual(['Kies een bestand om te uploaden.']);
  expect(nl.body.errors.name).toEqual(['Naam is verplicht.']);
  expect(nl.body.errors.publication_date).toEqual(['Publicatiedatum moet een datum zijn als JJJJ-MM-DD.']);
  expect(nl.body.errors.customer).toEqual(['Bij verspreiding Algemeen kan geen klant worden gekozen.']);
  expect(nl.body.errors.shipment_ref[0]).toBe('Een zendingsreferentie ziet eruit als SEA26-000123 (vervoerswijze, jaar, nummer).');
  // No English rule message is left in the Dutch answer.
  const english = new Set<string>(Object.values(M));
  for (const messages of Object.values(nl.body.errors) as string[][]) for (const m of messages) expect(english.has(m)).toBe(false);
});

it('words the checks only the server makes in Dutch too', async () => {
  const fields = {
    name: 'Offer',
    publication_date: day(0),
    content_type: String(await contentTypeId(server.db, 'Offer')),
    quote_nr: 'NOPE-404',
    expiration_date: day(30),
  };
  const en = await upload(admin, 'uploadCreate', fields, { name: 'a.pdf', content: '%PDF-1.4\n' });
  const nl = await upload(admin, 'uploadCreate', fields, { name: 'a.pdf', content: '%PDF-1.4\n' }, NL);
  expect(en.body.errors.quote_nr).toEqual(['Quote NOPE-404 does not exist.']);
  expect(nl.body.errors.quote_nr).toEqual(['Offerte NOPE-404 bestaat niet.']);
});
