import http from 'node:http';
import { DocumentStore } from './store';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { SETUP_MS, insertDocument, insertQuote } from '../../../test/documentsFixtures';

/**
 * My Documents: who sees which document in both tables, and the two download routes — the
 * same visibility, the original name, and no way out of the store.
 */
let server: TestServer;
let store: DocumentStore;
const ids: Record<string, string> = {};

const LISA = { email: 'lisa.meyer@rheinland-moebel.example', password: 'Portal!2345' }; // C10004, group 0020

beforeAll(async () => {
  server = await startTestServer();
  store = DocumentStore.of(server.config, server.db);
  const { db } = server;
  await insertQuote(db, 'TQ-C10001', 'C10001');
  await insertQuote(db, 'TQ-C10010', 'C10010');
  const docs = {
    'T:generic': {},
    'T:c10001': { distribution: 'Customer', customer: 'C10001' },
    'T:c10002': { distribution: 'Customer', customer: 'C10002' },
    'T:c10010': { distribution: 'Customer', customer: 'C10010' },
    'T:group0010': { distribution: 'Customer group', group: '0010' },
    'T:group0020': { distribution: 'Customer group', group: '0020' },
    'T:future': { published: 3 },
    'T:expired': { published: -30, expires: -1 },
    'T:lastday': { published: -30, expires: 0 },
    'T:quote-c10001': { quoteNr: 'TQ-C10001', expires: 20 },
    'T:quote-c10010': { quoteNr: 'TQ-C10010', expires: 20 },
    'T:quote-expired': { quoteNr: 'TQ-C10001', published: -40, expires: -2 },
    'T:quote-future': { quoteNr: 'TQ-C10001', published: 2, expires: 20 },
    'T:missing-file': { distribution: 'Customer', customer: 'C10010', content: false },
    'T:ümlaut': { distribution: 'Customer', customer: 'C10001', originalFilename: 'Zertifikat – Möbel "2025".pdf' },
  } as const;
  for (const [name, doc] of Object.entries(docs)) ids[name] = await insertDocument(db, store, { name, ...doc });
  // Outside the 'T:' matrix: a name with the characters encodeURIComponent leaves alone.
  ids['P:punct'] = await insertDocument(db, store, {
    name: 'P:punct',
    distribution: 'Customer',
    customer: 'C10001',
    originalFilename: "O'Brien (copy) *final*!.pdf",
  });
}, SETUP_MS);
afterAll(async () => server.close(), SETUP_MS);

/** One session per user (sign-in is rate limited); each call sets the selection it needs. */
const sessions = new Map<string, TestClient>();
async function as(who: { email: string; password: string }, selection?: string): Promise<TestClient> {
  let client = sessions.get(who.email);
  if (!client) {
    client = await signIn(server.baseUrl, who.email, who.password);
    sessions.set(who.email, client);
  }
  if (selection) expect((await client.post('/portal/customer', { customer: selection })).status).toBe(200);
  return client;
}

/** Names of our test documents a table shows, sorted. */
async function visible(client: TestClient, table: 'documents' | 'quotes'): Promise<string[]> {
  const res = await client.table(`/myDocuments/${table}/rows`, {
    startRow: 0,
    endRow: 500,
    filterModel: { name: { filterType: 'text', type: 'startsWith', filter: 'T:' } },
  });
  expect(res.status).toBe(200);
  return res.body.rows.map((r: { name: string }) => r.name).sort();
}

describe('visibility matrix', () => {
  const ALWAYS = ['T:generic', 'T:lastday'];
  it.each([
    ['customer, C10001', DEMO.customer, 'C10001', [...ALWAYS, 'T:c10001', 'T:group0010', 'T:ümlaut'], ['T:quote-c10001']],
    ['customer, C10002', DEMO.customer, 'C10002', [...ALWAYS, 'T:c10002', 'T:group0010'], []],
    ['customer, group 0010', DEMO.customer, '0010', [...ALWAYS, 'T:c10001', 'T:c10002', 'T:group0010', 'T:ümlaut'], ['T:quote-c10001']],
    ['basic, C10010', DEMO.basic, undefined, [...ALWAYS, 'T:c10010', 'T:missing-file'], ['T:quote-c10010']],
    // A group's documents reach each member organisation on its own too.
    ['Lisa, C10004', LISA, 'C10004', [...ALWAYS, 'T:group0020'], []],
    ['Lisa, group 0020', LISA, '0020', [...ALWAYS, 'T:group0020'], []],
    ['admin, C10010', DEMO.admin, 'C10010', [...ALWAYS, 'T:c10010', 'T:missing-file'], ['T:quote-c10010']],
  ])('%s', async (_label, who, selection, documents, quotes) => {
    const client = await as(who, selection);
    expect(await visible(client, 'documents')).toEqual([...documents].sort());
    expect(await visible(client, 'quotes')).toEqual([...quotes].sort());
  });

  it('never shows a document before its publication date or after its expiration date', async () => {
    for (const [who, selection] of [
      [DEMO.customer, '0010'],
      [DEMO.basic, undefined],
      [DEMO.admin, 'C10001'],
    ] as const) {
      const client = await as(who, selection);
      const all = [...(await visible(client, 'documents')), ...(await visible(client, 'quotes'))];
      expect(all).not.toEqual(expect.arrayContaining(['T:future']));
      for (const hidden of ['T:future', 'T:expired', 'T:quote-expired', 'T:quote-future']) expect(all).not.toContain(hidden);
    }
  });

  it('gives each row the storage id and the original name, and the quote table the quote facts', async () => {
    const client = await as(DEMO.customer, 'C10001');
    const docs = await client.table('/myDocuments/documents/rows', {
      startRow: 0,
      endRow: 50,
      filterModel: { name: { filterType: 'text', type: 'equals', filter: 'T:ümlaut' } },
    });
    expect(docs.body.rows[0]).toMatchObject({ filename: ids['T:ümlaut'], original_filename: 'Zertifikat – Möbel "2025".pdf', content_type: 'General terms' });
    const quotes = await client.table('/myDocuments/quotes/rows', {
      startRow: 0,
      endRow: 50,
      filterModel: { quote_nr: { filterType: 'text', type: 'equals', filter: 'TQ-C10001' } },
    });
    expect(quotes.body.rows.map((r: { name: string }) => r.name)).toEqual(['T:quote-c10001']);
    expect(quotes.body.rows[0]).toMatchObject({ modality: 'SEA', origin: 'Shanghai, China', destination: 'Rotterdam, Netherlands', filename: ids['T:quote-c10001'] });
  });

  it('the seed gives the demo customer documents of several content types in both tabs', async () => {
    const client = await as(DEMO.customer, '0010');
    const res = await client.table('/myDocuments/documents/rows', { startRow: 0, endRow: 500 });
    const types = new Set(res.body.rows.map((r: { content_type: string }) => r.content_type));
    expect(types.size).toBeGreaterThanOrEqual(4);
    const seededFile = res.body.rows.find((r: { name: string }) => !r.name.startsWith('T:'));
    const download = await client.get(`/myDocuments/documents/getDownloadFile/${seededFile.filename}`);
    expect(download.status).toBe(200);
    expect(download.text.startsWith('%PDF-')).toBe(true);
  });

  it('needs a session', async () => {
    expect((await fetch(`${server.baseUrl}/api/myDocuments/documents/initTable`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/myDocuments/quotes/getDownloadFile/${ids['T:quote-c10001']}`)).status).toBe(401);
  });
});

describe('downloads', () => {
  it('sends the file under its original name (RFC 6266) with its type', async () => {
    const client = await as(DEMO.customer, 'C10001');
    const res = await client.get(`/myDocuments/documents/getDownloadFile/${ids['T:ümlaut']}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="Zertifikat _ M_bel _2025_.pdf"; filename*=UTF-8''${encodeURIComponent('Zertifikat – Möbel "2025".pdf')}`);
    expect(res.text).toBe((await store.read(ids['T:ümlaut']))!.toString('utf8'));
  });

  it("percent-encodes ' ( ) * in filename* (RFC 5987 attr-chars), so the name cannot end early", async () => {
    const client = await as(DEMO.customer, 'C10001');
    const res = await client.get(`/myDocuments/documents/getDownloadFile/${ids['P:punct']}`);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="O'Brien (copy) *final*!.pdf"; filename*=UTF-8''O%27Brien%20%28copy%29%20%2Afinal%2A!.pdf`);
    // Every character of the extended value is an RFC 5987 attr-char or a %XX escape.
    const extended = /filename\*=UTF-8''(.*)$/.exec(disposition)![1];
    expect(extended).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(decodeURIComponent(extended)).toBe("O'Brien (copy) *final*!.pdf");
  });

  it('serves quote documents on the quotes route only, and general documents on the documents route only', async () => {
    const client = await as(DEMO.customer, 'C10001');
    expect((await client.get(`/myDocuments/quotes/getDownloadFile/${ids['T:quote-c10001']}`)).status).toBe(200);
    expect((await client.get(`/myDocuments/documents/getDownloadFile/${ids['T:quote-c10001']}`)).status).toBe(404);
    expect((await client.get(`/myDocuments/quotes/getDownloadFile/${ids['T:c10001']}`)).status).toBe(404);
  });

  it('answers 404, as for an unknown name, for a document of another customer or outside its dates', async () => {
    const client = await as(DEMO.customer, 'C10001');
    for (const name of ['T:c10010', 'T:c10002', 'T:group0020', 'T:future', 'T:expired']) {
      const res = await client.get(`/myDocuments/documents/getDownloadFile/${ids[name]}`);
      expect([name, res.status, res.body]).toEqual([name, 404, { message: 'Not found.', code: 'NOT_FOUND' }]);
    }
    for (const name of ['T:quote-c10010', 'T:quote-expired', 'T:quote-future'])
      expect((await client.get(`/myDocuments/quotes/getDownloadFile/${ids[name]}`)).status).toBe(404);
    expect((await client.get('/myDocuments/documents/getDownloadFile/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers 404 when the row is there but its file is gone', async () => {
    const client = await as(DEMO.basic);
    const res = await client.get(`/myDocuments/documents/getDownloadFile/${ids['T:missing-file']}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The file is no longer available.');
  });

  it('reads only files that have a row: a file planted in the store is not served', async () => {
    const planted = store.newId();
    await store.put(planted, Buffer.from('%PDF-1.4 planted'));
    const client = await as(DEMO.customer, 'C10001');
    expect((await client.get(`/myDocuments/documents/getDownloadFile/${planted}`)).status).toBe(404);
  });
});

describe('traversal probes on both download routes', () => {
  /** Raw request: fetch would normalise `..` segments away before they reach the server. */
  function rawGet(client: TestClient, rawPath: string): Promise<{ status: number; body: string }> {
    const url = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: rawPath, method: 'GET', agent: false, headers: { cookie: client.cookie!, accept: 'application/json' } },
        (res) => {
          let body = '';
          res.setEncoding('latin1');
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  const PROBES = [
    '../../portal.sqlite',
    '..%2F..%2Fportal.sqlite',
    '%2e%2e%2f%2e%2e%2fportal.sqlite',
    '..%5C..%5Cportal.sqlite',
    '%2Fetc%2Fpasswd',
    '....%2F%2F....%2F%2Fetc%2Fpasswd',
    '..%252F..%252Fportal.sqlite',
    '%00',
    'portal.sqlite%00.pdf',
    '..',
    '.',
    '%2E%2E',
  ];

  it.each(['documents', 'quotes'])('%s: every probe is a 404 and leaks nothing', async (table) => {
    const client = await as(DEMO.customer, 'C10001');
    const known = table === 'documents' ? ids['T:c10001'] : ids['T:quote-c10001'];
    const probes = [...PROBES, `${known}%2F..%2F..%2F..%2Fportal.sqlite`, `${known}%2F..%2F${ids['T:c10010']}`, `${known}/../../../portal.sqlite`];
    for (const probe of probes) {
      const res = await rawGet(client, `/api/myDocuments/${table}/getDownloadFile/${probe}`);
      expect([probe, res.status]).toEqual([probe, 404]);
      expect(res.body).not.toContain('SQLite format');
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('%PDF');
    }
    // The probes did not break the route.
    expect((await rawGet(client, `/api/myDocuments/${table}/getDownloadFile/${known}`)).status).toBe(200);
  });
});
