import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DocumentStore } from '../../src/modules/documents/store';
import { contentTypeId, day, idOf, PNG_BYTES, storeListing } from '../documentsFixtures';
import { blobNames } from '../../src/core/fileBlobs';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../helpers';
import { rawRequest } from './raw';
import { CLASSES, routesOf, type Route } from './routes';
import { Tally } from './summary';

/**
 * (3) Files. Traversal and encoding payloads on every download route of the inventory: only
 * 400/403/404, never a byte from outside the store. Uploads: content that does not match its
 * declared type, oversize and interrupted avatar uploads, and 100 concurrent document uploads
 * (all stored, each retrievable byte for byte). The document upload's type mismatch, oversize
 * and interrupted cases live in src/modules/documents/documents.upload.test.ts and are not repeated here.
 */
jest.setTimeout(60_000);
const LIMIT_KB = 64;
let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let downloads: Route[];
const SENTINEL = `SENTINEL-${crypto.randomUUID()}`;
const tally = new Tally('files');

beforeAll(async () => {
  server = await startTestServer({ seed: 'all', config: { uploadLimitKb: LIMIT_KB } });
  [admin, customer] = await Promise.all([
    signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password),
    signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password),
  ]);
  downloads = routesOf(server).filter((r) => CLASSES[r.key] === 'download');
  // Bait on disk, in DATA_DIR, in files/ and where files were kept before they moved into the
  // database: no answer may ever contain it.
  fs.writeFileSync(path.join(server.config.dataDir, 'secret.txt'), SENTINEL);
  fs.writeFileSync(path.join(server.config.filesDir, 'secret.txt'), SENTINEL);
  fs.mkdirSync(path.join(server.config.filesDir, 'documents'), { recursive: true });
  fs.writeFileSync(path.join(server.config.filesDir, 'documents', 'secret.txt'), SENTINEL);
}, 120_000);
afterAll(async () => {
  tally.print();
  await server.close();
});

/** A real storage id, so payloads can hang off a name the routes otherwise accept. */
const knownId = async () => (await server.db.get<{ filename: string }>('SELECT filename FROM documents ORDER BY id LIMIT 1'))!.filename;

async function traversalPayloads(): Promise<string[]> {
  const targets = ['secret.txt', 'portal.sqlite', 'etc/passwd', 'documents/secret.txt'];
  const ups = [
    '../',
    '..%2f',
    '..%2F',
    '%2e%2e%2f',
    '%2e%2e/',
    '.%2e/',
    '%252e%252e%252f',
    '..%252f',
    '..\\',
    '..%5c',
    '%2e%2e%5c',
    '....//',
    '..;/',
    '%c0%ae%c0%ae%c0%af',
    '%c0%ae%c0%ae/',
    '%e0%80%ae%e0%80%ae/',
    '%ef%bc%8e%ef%bc%8e%ef%bc%8f',
    '%e2%80%a4%e2%80%a4/',
    '%u002e%u002e%u2215',
    '..%00/',
    '..%c1%9c',
  ];
  const out = new Set<string>();
  for (const up of ups) {
    out.add(`${up.repeat(6)}${targets[0]}`);
    out.add(`${up.repeat(2)}${targets[1]}`);
    out.add(`${up.repeat(10)}${targets[2]}`);
  }
  const id = await knownId();
  for (const extra of [
    '%2fetc%2fpasswd',
    '/etc/passwd',
    'C:%5cWindows%5cwin.ini',
    '%5c%5cserver%5cshare',
    'file:%2f%2f%2fetc%2fpasswd',
    `${server.config.dataDir}/secret.txt`,
    encodeURIComponent(`${server.config.dataDir}/secret.txt`),
    '%00',
    `${id}%00`,
    `${id}%00.pdf`,
    `${id}%2f..%2f..%2fsecret.txt`,
    `${id}/../secret.txt`,
    `${id}%5c..%5csecret.txt`,
    `${id}.`,
    `${id}%20`,
    `${id}%0a`,
    `${id};.pdf`,
    `.${id}`,
    `%2e`,
    `%2e%2e`,
    '..',
    '.',
    'secret.txt',
    'portal.sqlite',
    'documents.incoming',
    '%7e%2f.bashrc',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    `${'A'.repeat(300)}`,
    '%ff%fe',
    '%d8%00',
    '${jndi:ldap:%2f%2fx}',
  ])
    out.add(extra);
  return [...out];
}

const LEAK = new RegExp(`${SENTINEL}|SQLite format 3|root:.*:0:0:|\\[fonts\\]|\\[extensions\\]`);

describe('traversal and encoding payloads on every download route', () => {
  it('finds the download routes in the inventory', () => {
    expect(downloads.map((r) => r.key).sort()).toEqual(
      [
        'GET /api/core/avatars/:avatar',
        'GET /api/documents/getDownloadFile/:quote_nr',
        'GET /api/myDocuments/documents/getDownloadFile/:filename',
        'GET /api/myDocuments/quotes/getDownloadFile/:filename',
        'GET /api/reference/documents/:document/download',
        'GET /api/shipments/download/:quote_nr',
        'GET /api/quotes/:quote_nr/offer',
      ].sort(),
    );
  });

  it('answers 400, 403, 404, 422 (or 414 when over-long) to each, for an administrator and a customer, and never sends a stored byte from outside', async () => {
    const payloads = await traversalPayloads();
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    const check = async (client: TestClient, p: string) => {
      const res = await rawRequest(server.baseUrl, 'GET', p, { cookie: client.cookie!, accept: '*/*' });
      tally.requests++;
      // 414: a parameter over the router's length limit.
      // 422: a path parameter its schema refuses (a quote number with slashes), named in errors.
      const refused = [400, 403, 404, 414, 422].includes(res.status);
      if (!refused && !p.includes('?')) wrong.push(`${p} → ${res.status}`);
      if (LEAK.test(res.text)) wrong.push(`${p} → leaked file content`);
      // The query variant asks for id 1 (or quote "1"): it may exist, but then it is that file.
      if (p.includes('?') && res.status >= 500) wrong.push(`${p} → ${res.status}`);
    };
    for (const payload of payloads) {
      tally.payloads.add(payload);
      const batch: Promise<void>[] = [];
      for (const route of downloads) {
        tally.routes.add(route.key);
        const prefix = route.url.slice(0, route.url.indexOf(':'));
        const suffix = route.url.slice(route.url.indexOf(':')).replace(/^:[A-Za-z_]+/, '');
        for (const client of [admin, customer]) batch.push(check(client, `${prefix}${payload}${suffix}`));
        // The query-string variant once, as the administrator (who may download anything).
        batch.push(check(admin, `${prefix}1${suffix}?file=${payload}&filename=${payload}`));
      }
      await Promise.all(batch);
    }
    expect(wrong).toEqual([]);
    tally.add('download routes', downloads.length);
  });

  it('still serves a real document (control: the refusals are not a broken route)', async () => {
    const res = await admin.get(`/reference/documents/${(await server.db.get<{ id: number }>('SELECT id FROM documents ORDER BY id LIMIT 1'))!.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('avatar uploads', () => {
  const avatarFiles = () => blobNames(server.db, 'avatars');
  const avatarRows = async () => server.db.all('SELECT id, user_id, filename FROM avatars ORDER BY id');

  async function sendAvatar(bytes: Buffer, name: string, type: string) {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
    tally.requests++;
    const res = await fetch(customer.url('/core/avatars'), {
      method: 'POST',
      body: form,
      headers: { cookie: customer.cookie!, 'x-csrf-token': customer.csrfToken!, accept: 'application/json' },
    });
    return { status: res.status, body: await res.json() };
  }

  it('refuses content that is not the picture it claims to be, and stores nothing', async () => {
    const before = { files: avatarFiles(), rows: await avatarRows() };
    const fakes: [Buffer, string, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'me.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'me.jpg', 'image/jpeg'],
      [Buffer.from('%PDF-1.4\n%%EOF'), 'me.gif', 'image/gif'],
      [Buffer.from('MZ\x90\x00\x03'), 'me.webp', 'image/webp'],
      [Buffer.from('GIF87'), 'me.gif', 'image/gif'],
      [Buffer.concat([Buffer.from('<?php system($_GET[1]); ?>'), PNG_BYTES]), 'me.png', 'image/png'],
    ];
    for (const [bytes, name, type] of fakes) {
      const res = await sendAvatar(bytes, name, type);
      expect({ name, status: res.status }).toEqual({ name, status: 422 });
    }
    expect({ files: avatarFiles(), rows: await avatarRows() }).toEqual(before);
  });

  it('refuses a picture over the limit with 422, and stores nothing', async () => {
    const before = { files: avatarFiles(), rows: await avatarRows() };
    const res = await sendAvatar(Buffer.concat([PNG_BYTES, Buffer.alloc(LIMIT_KB * 1024 + 10)]), 'big.png', 'image/png');
    expect(res.status).toBe(422);
    expect(res.body.errors.avatar[0]).toMatch(/KB|MB|large/i);
    expect({ files: avatarFiles(), rows: await avatarRows() }).toEqual(before);
  });

  it('an avatar upload cut off half-way leaves no file and no row', async () => {
    const before = { files: avatarFiles(), rows: await avatarRows() };
    const boundary = '----avatarcut';
    const head = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_BYTES,
      Buffer.alloc(8000),
    ]);
    const url = new URL(server.baseUrl);
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: '/api/core/avatars',
        method: 'POST',
        agent: false,
        headers: {
          cookie: customer.cookie!,
          'x-csrf-token': customer.csrfToken!,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 20_000),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head, () => setTimeout(() => req.destroy(), 150));
    });
    tally.requests++;
    await new Promise((r) => setTimeout(r, 200));
    expect({ files: avatarFiles(), rows: await avatarRows() }).toEqual(before);
    // The server is fine afterwards.
    expect((await customer.get('/portal/userProfile')).status).toBe(200);
  });
});

describe('100 concurrent document uploads', () => {
  it('stores every one (a row and a file each), and each downloads byte for byte', async () => {
    const store = DocumentStore.of(server.config, server.db);
    const rowsBefore = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM documents'))!.n;
    const filesBefore = (await storeListing(store)).stored.length;
    const fields = {
      publication_date: day(-1),
      content_type: String(await contentTypeId(server.db, 'Customs')),
      distribution_type: 'Customer',
      customer: String(await idOf(server.db, 'customers', 'C10001')),
    };
    const contents = Array.from({ length: 100 }, (_, i) => Buffer.from(`%PDF-1.4\n% concurrent upload ${i} ${crypto.randomUUID()}\n%%EOF\n`));
    const answers = await Promise.all(
      contents.map(async (content, i) => {
        const form = new FormData();
        for (const [k, v] of Object.entries({ ...fields, name: `Concurrent ${i}` })) form.append(k, v);
        form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), `concurrent-${i}.pdf`);
        const res = await fetch(admin.url('/reference/documents/uploadCreate'), {
          method: 'POST',
          body: form,
          headers: { cookie: admin.cookie!, 'x-csrf-token': admin.csrfToken!, accept: 'application/json' },
        });
        return { i, status: res.status, body: await res.json() };
      }),
    );
    tally.requests += 100;
    expect(answers.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM documents'))!.n).toBe(rowsBefore + 100);
    expect(await storeListing(store)).toEqual({ stored: expect.any(Array), incoming: [] });
    expect((await storeListing(store)).stored.length).toBe(filesBefore + 100);

    for (let i = 0; i < contents.length; i++) {
      const row = (await server.db.get<{ id: number }>('SELECT id FROM documents WHERE name = @name', { name: `Concurrent ${i}` }))!;
      const res = await fetch(admin.url(`/reference/documents/${row.id}/download`), { headers: { cookie: admin.cookie! } });
      tally.requests++;
      expect(Buffer.from(await res.arrayBuffer()).equals(contents[i])).toBe(true);
    }
    tally.add('concurrent uploads', 100);
  });
});
