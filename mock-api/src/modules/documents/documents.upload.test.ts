import fs from 'node:fs';
import http from 'node:http';
import { DOCUMENT_UPLOAD_MESSAGES as M } from '@portal/contracts/rules/documentUpload';
import { DocumentStore, INTERNAL_ID } from './store';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { engineName } from '../../../test/testDb';
import { PNG_BYTES, SETUP_MS, contentTypeId, day, idOf, insertQuote, pdfBytes, storeListing, upload } from '../../../test/documentsFixtures';

/**
 * The upload pipeline: POST /api/reference/documents/uploadCreate and uploadUpdate. A refused,
 * oversized or interrupted upload leaves neither a file nor a row; an accepted one stores the
 * bytes under an internal id, with the row, in one step.
 */
const LIMIT_KB = 16;
let server: TestServer;
let store: DocumentStore;
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer({ config: { uploadLimitKb: LIMIT_KB } });
  store = DocumentStore.of(server.config, server.db);
  await insertQuote(server.db, 'TQ-UP-1', 'C10001');
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
}, SETUP_MS);
afterAll(async () => server.close(), SETUP_MS);

const rowCount = async () => (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM documents'))!.n;

const valid = async (overrides: Record<string, string> = {}) => ({
  name: 'Customs guide 2025',
  publication_date: day(-1),
  content_type: String(await contentTypeId(server.db, 'Customs')),
  distribution_type: 'Customer',
  customer: String(await idOf(server.db, 'customers', 'C10001')),
  ...overrides,
});

/** Runs `act` and checks that it changed neither the documents table nor the store. */
async function leavesNothing(act: () => Promise<unknown>): Promise<void> {
  const before = { rows: await rowCount(), files: await storeListing(store) };
  await act();
  expect({ rows: await rowCount(), files: await storeListing(store) }).toEqual({ ...before, files: { ...before.files, incoming: [] } });
}

describe('who may upload', () => {
  it('refuses customers (403) and requests without the CSRF header', async () => {
    await leavesNothing(async () => {
      expect((await upload(customer, 'uploadCreate', await valid(), { name: 'a.pdf', content: pdfBytes() })).status).toBe(403);
      const noCsrf = await upload(admin, 'uploadCreate', await valid(), { name: 'a.pdf', content: pdfBytes() }, { 'x-csrf-token': 'wrong' });
      expect(noCsrf.status).toBe(403);
    });
  });

  it('gives the form its options to administrators only', async () => {
    const res = await admin.get('/reference/documents/formOptions');
    expect(res.status).toBe(200);
    expect(res.body.contentTypes.map((o: { label: string }) => o.label)).toEqual(
      expect.arrayContaining(['Offer', 'Invoice', 'Certificate', 'Customs', 'General terms']),
    );
    expect(res.body.customers[0]).toEqual({ value: expect.stringMatching(/^\d+$/), label: expect.stringMatching(/^C\d+ – /) });
    expect(res.body.customerGroups.length).toBeGreaterThan(0);
    expect(res.body.distributionTypes.map((o: { value: string }) => o.value)).toEqual(['Generic', 'Customer', 'Customer group']);
    expect(res.body.uploadLimitKb).toBe(LIMIT_KB);
    expect((await customer.get('/reference/documents/formOptions')).status).toBe(403);
  });
});

describe('uploadCreate', () => {
  it('stores the bytes under an internal id with the row, and the customer can download them under the original name', async () => {
    const content = pdfBytes('create', 5000);
    const res = await upload(admin, 'uploadCreate', await valid(), { name: 'Zollleitfaden – März.pdf', content, type: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The document was uploaded.', redirect: 'reference.documents.index', path: '/reference/documents', document: { id: expect.any(Number) } });
    const row = (await server.db.get<Record<string, unknown>>('SELECT * FROM documents WHERE id = @id', { id: res.body.document.id }))!;
    expect(row).toMatchObject({
      name: 'Customs guide 2025',
      original_filename: 'Zollleitfaden – März.pdf',
      mime_type: 'application/pdf',
      size: 5000,
      distribution_type: 'Customer',
      customer_group_id: null,
      quote_nr: null,
    });
    expect(row.filename).toMatch(INTERNAL_ID);
    expect(await store.read(String(row.filename))).toEqual(content);
    expect((await storeListing(store)).incoming).toEqual([]);

    await customer.post('/portal/customer', { customer: 'C10001' });
    const download = await customer.get(`/myDocuments/documents/getDownloadFile/${row.filename}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Zollleitfaden – März.pdf')}`);
    const adminCopy = await admin.get(`/reference/documents/${row.id}/download`);
    expect(adminCopy.status).toBe(200);
  });

  it('stores a quote document (Offer) for the quote’s customer only', async () => {
    const fields = {
      name: 'Offer TQ-UP-1',
      publication_date: day(0),
      content_type: String(await contentTypeId(server.db, 'Offer')),
      quote_nr: 'TQ-UP-1',
      expiration_date: day(10),
    };
    const res = await upload(admin, 'uploadCreate', fields, { name: 'offer.pdf', content: pdfBytes('offer') });
    expect(res.status).toBe(200);
    const row = await server.db.get<Record<string, unknown>>('SELECT quote_nr, distribution_type, customer_id FROM documents WHERE id = @id', {
      id: res.body.document.id,
    });
    expect(row).toEqual({ quote_nr: 'TQ-UP-1', distribution_type: null, customer_id: null });
    await customer.post('/portal/customer', { customer: 'C10001' });
    const quotes = await customer.table('/myDocuments/quotes/rows', {
      startRow: 0,
      endRow: 100,
      filterModel: { quote_nr: { filterType: 'text', type: 'equals', filter: 'TQ-UP-1' } },
    });
    expect(quotes.body.total).toBe(1);
  });

  it.each([
    ['docx', 'letter.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')])],
    ['xlsx', 'rates.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....xl/workbook.xml')])],
    ['png', 'logo.png', PNG_BYTES],
    ['jpeg', 'scan.JPG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['gif', 'anim.gif', Buffer.from('GIF89a......')],
    ['csv', 'rates.csv', Buffer.from('port;rate\r\nRotterdam;1.200,00\r\nMünchen;950\r\n', 'latin1')],
    ['txt', 'notes.txt', Buffer.from('Plain notes\n\twith a tab\n')],
  ])('accepts a real %s', async (_kind, name, content) => {
    const res = await upload(admin, 'uploadCreate', await valid({ name: `Type ${name}` }), { name, content });
    expect([name, res.status]).toEqual([name, 200]);
  });

  it('answers 422 with the first message of each field and stores nothing', async () => {
    await leavesNothing(async () => {
      const res = await upload(admin, 'uploadCreate', { distribution_type: 'Generic', customer: '3' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        file: [M.fileRequired],
        name: [M.nameRequired],
        publication_date: [M.publicationDateRequired],
        content_type: [M.contentTypeRequired],
        customer: [M.customerWithGeneric],
      });
    });
  });

  it('checks the quote rules, and that the quote, organisation and group exist', async () => {
    await leavesNothing(async () => {
      const offer = String(await contentTypeId(server.db, 'Offer'));
      const withQuote = await upload(
        admin,
        'uploadCreate',
        await valid({ content_type: offer, quote_nr: 'TQ-UP-1', distribution_type: 'Generic', customer: '' }),
        {
          name: 'o.pdf',
          content: pdfBytes(),
        },
      );
      expect(withQuote.body.errors).toEqual({ distribution_type: [M.distributionGenericWithQuote], expiration_date: [M.expirationDateRequired] });
      const unknown = await upload(
        admin,
        'uploadCreate',
        await valid({ content_type: offer, quote_nr: 'NOPE-1', distribution_type: '', customer: '', expiration_date: day(5) }),
        { name: 'o.pdf', content: pdfBytes() },
      );
      expect(unknown.body.errors).toEqual({ quote_nr: ['Quote NOPE-1 does not exist.'] });
      const noCustomer = await upload(admin, 'uploadCreate', await valid({ customer: '99999' }), { name: 'a.pdf', content: pdfBytes() });
      expect(noCustomer.body.errors).toEqual({ customer: ['The selected customer does not exist.'] });
      const noGroup = await upload(admin, 'uploadCreate', await valid({ distribution_type: 'Customer group', customer: '', customer_group: '77777' }), {
        name: 'a.pdf',
        content: pdfBytes(),
      });
      expect(noGroup.body.errors).toEqual({ customer_group: ['The selected customer group does not exist.'] });
      const badType = await upload(admin, 'uploadCreate', await valid({ content_type: 'abc' }), { name: 'a.pdf', content: pdfBytes() });
      expect(badType.body.errors).toEqual({ content_type: [M.contentTypeUnknown] });
    });
  });

  it('refuses a file over the limit with the spec’s message and leaves nothing', async () => {
    await leavesNothing(async () => {
      const res = await upload(admin, 'uploadCreate', await valid(), { name: 'big scan.pdf', content: pdfBytes('big', LIMIT_KB * 1024 + 1) });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: [`big scan.pdf is larger than the upload limit of ${LIMIT_KB} KB.`] });
    });
    // Exactly at the limit is fine.
    expect((await upload(admin, 'uploadCreate', await valid(), { name: 'exact.pdf', content: pdfBytes('exact', LIMIT_KB * 1024) })).status).toBe(200);
  });

  it.each([
    ['PNG bytes named .pdf', { name: 'invoice.pdf', content: PNG_BYTES }, 'The content of invoice.pdf does not match its type (PDF).'],
    [
      'a PDF declared as image/png',
      { name: 'invoice.pdf', content: pdfBytes(), type: 'image/png' },
      'The content of invoice.pdf does not match its type (PDF).',
    ],
    [
      'binary bytes named .txt',
      { name: 'notes.txt', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) },
      'The content of notes.txt does not match its type (TXT).',
    ],
    [
      'a plain zip named .docx',
      { name: 'letter.docx', content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil/payload.exe')]) },
      'The content of letter.docx does not match its type (DOCX).',
    ],
    ['an executable', { name: 'setup.exe', content: Buffer.from('MZ') }, M.fileType],
    [
      'an HTML page named .gif',
      { name: 'x.gif', content: Buffer.from('<html><script>alert(1)</script>') },
      'The content of x.gif does not match its type (GIF).',
    ],
  ])('refuses %s', async (_label, file, message) => {
    await leavesNothing(async () => {
      const res = await upload(admin, 'uploadCreate', await valid(), file);
      expect(res.status).toBe(422);
      expect(res.body.errors.file).toEqual([message]);
    });
  });

  it('never uses the sent file name as a path', async () => {
    const res = await upload(admin, 'uploadCreate', await valid({ name: 'Traversal name' }), { name: '../../portal.sqlite.pdf', content: pdfBytes() });
    expect(res.status).toBe(200);
    const row = (await server.db.get<{ filename: string; original_filename: string }>('SELECT filename, original_filename FROM documents WHERE id = @id', {
      id: res.body.document.id,
    }))!;
    expect(row.filename).toMatch(INTERNAL_ID);
    expect(row.original_filename).toBe('portal.sqlite.pdf');
    if (engineName === 'sqlite') expect(fs.readFileSync(server.config.dbFile).subarray(0, 15).toString()).toBe('SQLite format 3');
  });
});

describe('an upload interrupted half-way leaves nothing behind', () => {
  const BOUNDARY = '----portaltestboundary';
  const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  /** Sends `head`, waits, checks a part file exists (when expected), then cuts the connection. */
  async function sendAndAbort(head: Buffer, declaredLength: number, expectPartFile: boolean): Promise<void> {
    const url = new URL(server.baseUrl);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: '/api/reference/documents/uploadCreate',
      method: 'POST',
      agent: false,
      headers: {
        cookie: admin.cookie!,
        'x-csrf-token': admin.csrfToken!,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(declaredLength),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    // Behind nginx (API_TEST_FRONT=nginx) the body is buffered at the door: the API never sees a
    // half-sent upload, and nothing must be left all the same.
    if (expectPartFile && server.front !== 'nginx') {
      // The server is writing the part file now: this test would fail if the abort left it.
      await waitFor(async () => (await storeListing(store)).incoming.length === 1);
    } else {
      // The whole file was sent: let the server write it before the abort (a fixed 150 ms was too
      // short on a busy machine: the part file appeared after the check that it was gone).
      await waitFor(async () => (await storeListing(store)).incoming.length === 1).catch(() => undefined);
    }
    req.destroy();
    await waitFor(async () => (await storeListing(store)).incoming.length === 0);
    await new Promise((r) => setTimeout(r, 100));
  }

  async function waitFor(condition: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
    const until = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const fields = async () =>
    Object.entries(await valid({ name: 'Interrupted' }))
      .map(([k, v]) => fieldPart(k, v))
      .join('');

  it('in the middle of the file', async () => {
    await leavesNothing(async () => {
      const head = Buffer.concat([
        Buffer.from(
          `${await fields()}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdfBytes('half', 6000),
      ]);
      await sendAndAbort(head, head.length + 6000, true);
    });
    expect(await server.db.get("SELECT 1 AS x FROM documents WHERE name = 'Interrupted'")).toBeUndefined();
  });

  it('after the whole file, before the form ends', async () => {
    await leavesNothing(async () => {
      const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="whole.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdfBytes('whole', 3000).toString('latin1')}\r\n`;
      const head = Buffer.from(`${file}${await fields()}`, 'latin1');
      await sendAndAbort(head, head.length + 500, false);
    });
    expect(await server.db.get("SELECT 1 AS x FROM documents WHERE name = 'Interrupted'")).toBeUndefined();
  });
});

describe('uploadUpdate', () => {
  let id: number;
  let firstFile: string;

  beforeAll(async () => {
    const res = await upload(admin, 'uploadCreate', await valid({ name: 'To edit' }), { name: 'v1.pdf', content: pdfBytes('v1') });
    id = res.body.document.id;
    firstFile = (await server.db.get<{ filename: string }>('SELECT filename FROM documents WHERE id = @id', { id }))!.filename;
  }, SETUP_MS);

  it('gives the edit form the current values', async () => {
    const res = await admin.get(`/reference/documents/${id}/uploadValues`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      original_filename: 'v1.pdf',
      values: {
        name: 'To edit',
        distribution_type: 'Customer',
        customer: String(await idOf(server.db, 'customers', 'C10001')),
        quote_nr: '',
        expiration_date: '',
      },
    });
    expect((await customer.get(`/reference/documents/${id}/uploadValues`)).status).toBe(403);
    expect((await admin.get('/reference/documents/999999/uploadValues')).status).toBe(404);
  });

  it('changes the fields and keeps the file when none is sent', async () => {
    const group = String(await idOf(server.db, 'customer_groups', '0010'));
    const res = await upload(
      admin,
      'uploadUpdate',
      await valid({ id: String(id), name: 'Edited', distribution_type: 'Customer group', customer: '', customer_group: group }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The document was updated.', redirect: 'reference.documents.show', param: id, path: `/reference/documents/${id}`, document: { id } });
    expect(await server.db.get('SELECT name, filename, customer_id, customer_group_id FROM documents WHERE id = @id', { id })).toEqual({
      name: 'Edited',
      filename: firstFile,
      customer_id: null,
      customer_group_id: Number(group),
    });
  });

  it('replaces the file: the new one is stored, the old one removed', async () => {
    const res = await upload(admin, 'uploadUpdate', await valid({ id: String(id), name: 'Edited v2' }), { name: 'v2.pdf', content: pdfBytes('v2') });
    expect(res.status).toBe(200);
    const row = (await server.db.get<{ filename: string; original_filename: string }>('SELECT filename, original_filename FROM documents WHERE id = @id', {
      id,
    }))!;
    expect(row.original_filename).toBe('v2.pdf');
    expect(row.filename).not.toBe(firstFile);
    expect(await store.read(firstFile)).toBeNull();
    expect((await store.read(row.filename))!.toString()).toContain('v2');
  });

  it('refuses a bad edit without touching the row or the file', async () => {
    const before = await server.db.get('SELECT * FROM documents WHERE id = @id', { id });
    await leavesNothing(async () => {
      const res = await upload(admin, 'uploadUpdate', await valid({ id: String(id), name: '' }), { name: 'v3.pdf', content: pdfBytes('v3') });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ name: [M.nameRequired] });
    });
    expect(await server.db.get('SELECT * FROM documents WHERE id = @id', { id })).toEqual(before);
  });

  it('answers 404 for an unknown or missing id, and 403 to customers', async () => {
    await leavesNothing(async () => {
      expect((await upload(admin, 'uploadUpdate', await valid({ id: '999999' }), { name: 'x.pdf', content: pdfBytes() })).status).toBe(404);
      expect((await upload(admin, 'uploadUpdate', await valid({ id: '../1' }))).status).toBe(404);
      expect((await upload(customer, 'uploadUpdate', await valid({ id: String(id) }))).status).toBe(403);
    });
  });
});
