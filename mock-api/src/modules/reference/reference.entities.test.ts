import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import type { Db } from '../../db';
import { DocumentStore } from '../documents/store';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * A smoke test per reference entity: list, create, show, edit, filter the list to it, delete.
 * (The mechanism itself is tested in reference.mechanism.test.ts.)
 */
let server: TestServer;
let admin: TestClient;

jest.setTimeout(30_000);

beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 0 } });
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
}, 120_000);

afterAll(async () => server.close());

interface Case {
  /** A valid new record. */
  create(db: Db): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Fields to change on edit. */
  change: Record<string, unknown>;
  /** A text column to find the new row by in the list. */
  filter: [string, string];
}

const idOf = async (db: Db, sql: string) => (await db.get<{ id: number }>(sql))!.id;

const CASES: Record<string, Case> = {
  customers: {
    create: () => ({ code: 'T90001', name: 'Smoke Test Trading B.V.', country: 'NL', city: 'Delft', vat_number: 'nl123456789b01', tracker_licence: true }),
    change: { name: 'Smoke Test Trading Holding B.V.', kpi_licence: true },
    filter: ['code', 'T90001'],
  },
  customerGroups: {
    create: async (db) => ({ code: '0090', name: 'Smoke group', member_ids: [await idOf(db, "SELECT id FROM customers WHERE code = 'C10001'")] }),
    change: { name: 'Smoke group renamed' },
    filter: ['code', '0090'],
  },
  cepUsers: {
    create: () => ({ email: 'smoke@example.test', name: 'Smoke User', role: 'customer', active: true, password: 'Smoke!Test42' }),
    change: { name: 'Smoke User Renamed', appellative: 'Dr.' },
    filter: ['email', 'smoke@example.test'],
  },
  contentTypes: {
    create: () => ({ name: 'Smoke content', description: 'For the smoke test.' }),
    change: { description: 'Changed.' },
    filter: ['name', 'Smoke content'],
  },
  networkLocations: {
    create: () => ({
      name: 'Smoke Office',
      type: 'Company',
      role: 'Office',
      city: 'Utrecht',
      country: 'NL',
      continent: 'Europe',
      latitude: 52.09,
      longitude: 5.12,
    }),
    change: { contact: '+31 30 000 0000' },
    filter: ['name', 'Smoke Office'],
  },
  unlocode: {
    create: () => ({ unlocode: 'nlzzz', name: 'Smoke Port', country: 'NL', function: '1-3-----', is_port: true }),
    change: { name: 'Smoke Port Renamed', latitude: 51.5, longitude: 4 },
    filter: ['unlocode', 'NLZZZ'],
  },
  userSetting: {
    // A user without settings: create one first, straight in the table.
    create: async (db) => {
      const now = new Date().toISOString();
      const { id } = (await db.get<{ id: number }>(
        "INSERT INTO users (email, password_hash, name, role, created_at, updated_at) VALUES ('nosettings@example.test', 'x', 'No Settings', 'customer', @now, @now) RETURNING id",
        { now },
      ))!;
      return { user_id: id, language: 'de', date_format: 'DD-MM-YYYY', default_customer: '0010' };
    },
    change: { language: 'fr' },
    filter: ['user_email', 'nosettings@example.test'],
  },
  userCustomerGroup: {
    create: async (db) => ({
      user_id: await idOf(db, `SELECT id FROM users WHERE email = '${DEMO.basic.email}'`),
      group_id: await idOf(db, "SELECT id FROM customer_groups WHERE code = '0010'"),
    }),
    change: { group_id: 0 }, // replaced below by another group
    filter: ['user_email', DEMO.basic.email],
  },
  companies: {
    create: () => ({ code: 'PLSMOKE', name: 'Portal Logistics Smoke GmbH', country: 'DE', city: 'Hamburg' }),
    change: { phone: '+49 40 123 456' },
    filter: ['code', 'PLSMOKE'],
  },
};

const editable = REFERENCE_ENTITIES.filter((e) => e.actions.includes('create'));

it('every entity with generic forms has a smoke case', () => {
  expect(editable.map((e) => e.resource).sort()).toEqual(Object.keys(CASES).sort());
});

describe.each(editable.map((e) => [e.resource, e] as const))('%s', (resource, entity) => {
  it('lists, creates, shows, edits and deletes', async () => {
    const smoke = CASES[resource];
    const init = await admin.get(`/reference/${resource}/initTable`);
    expect(init.status).toBe(200);
    const before = await admin.table(`/reference/${resource}/rows`, { startRow: 0, endRow: 5 });
    expect(before.status).toBe(200);
    expect(before.body.total).toBeGreaterThan(0);

    const body = await smoke.create(server.db);
    const created = await admin.post(`/reference/${resource}`, body);
    expect(created.status).toBe(201);
    const id = created.body.id;

    const shown = await admin.get(`/reference/${resource}/${id}`);
    expect(shown.status).toBe(200);
    const record = shown.body.record as Record<string, unknown>;
    expect(shown.body.audit.created_by).toBe('Sanne Jansen');

    const change = { ...smoke.change };
    if (resource === 'userCustomerGroup') change.group_id = await idOf(server.db, "SELECT id FROM customer_groups WHERE code <> '0010' ORDER BY id LIMIT 1");
    const edited = await admin.put(`/reference/${resource}/${id}`, { ...record, ...change });
    expect(edited.status).toBe(200);
    const after = (await admin.get(`/reference/${resource}/${id}`)).body.record as Record<string, unknown>;
    for (const [field, value] of Object.entries(change)) expect(after[field]).toEqual(value);

    const [column, text] = smoke.filter;
    const found = await admin.table(`/reference/${resource}/rows`, {
      startRow: 0,
      endRow: 10,
      filterModel: { [column]: { filterType: 'text', type: 'equals', filter: text } },
    });
    expect(found.body.rows.map((r: Record<string, unknown>) => r[entity.idField])).toEqual([id]);
    // Its updatedAt is the edit's moment, and updatedSince keeps it up to that moment and no later.
    const { updated_at } = (await admin.get(`/reference/${resource}/${id}`)).body.audit as { updated_at: string };
    expect(found.body.rows[0].updatedAt).toBe(updated_at);
    const since = async (moment: string) =>
      (
        await admin.table(`/reference/${resource}/rows`, {
          startRow: 0,
          endRow: 10,
          updatedSince: moment,
          filterModel: { [column]: { filterType: 'text', type: 'equals', filter: text } },
        })
      ).body.rows.map((r: Record<string, unknown>) => r[entity.idField]);
    expect(await since(updated_at)).toEqual([id]);
    expect(await since(new Date(Date.parse(updated_at) + 1).toISOString())).toEqual([]);

    const deleted = await admin.delete(`/reference/${resource}/${id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/reference/${resource}/${id}`)).status).toBe(404);
    expect(
      await server.db.get(`SELECT 1 AS x FROM audit_log WHERE action = 'reference.${resource}.destroy' AND entity_id = @id`, { id: String(id) }),
    ).toBeDefined();
  });
});

it.each(REFERENCE_ENTITIES.map((e) => e.resource))('every row of the %s list carries updatedAt', async (resource) => {
  const list = await admin.table(`/reference/${resource}/rows`, { startRow: 0, endRow: 100 });
  expect(list.status).toBe(200);
  expect(list.body.rows.length).toBeGreaterThan(0);
  const moments = list.body.rows.map((r: { updatedAt: unknown }) => r.updatedAt);
  expect(moments.filter((at: unknown) => typeof at !== 'string' || new Date(at).toISOString() !== at)).toEqual([]);
});

describe('documents (created by the upload form of the documents slice)', () => {
  it('lists, shows and deletes, removing the stored file', async () => {
    const list = await admin.table('/reference/documents/rows', {
      startRow: 0,
      endRow: 5,
      filterModel: { distribution_type: { filterType: 'text', type: 'equals', filter: 'Generic' } },
    });
    expect(list.status).toBe(200);
    const first = list.body.rows[0];
    expect(first).toMatchObject({ distribution_type: 'Generic', content_type: expect.any(String) });
    const shown = await admin.get(`/reference/documents/${first.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.record.name).toBe(first.name);

    const { filename } = (await server.db.get<{ filename: string }>('SELECT filename FROM documents WHERE id = @id', { id: first.id }))!;
    const store = DocumentStore.of(server.config, server.db);
    expect(await store.read(filename)).not.toBeNull();
    const deleted = await admin.delete(`/reference/documents/${first.id}`);
    expect(deleted.status).toBe(200);
    expect(await store.read(filename)).toBeNull();
    expect((await admin.get(`/reference/documents/${first.id}`)).status).toBe(404);
  });

  it('has no generic create or edit route (the upload form owns those)', async () => {
    expect((await admin.post('/reference/documents', { name: 'x' })).status).toBe(404);
    expect((await admin.put('/reference/documents/1', { name: 'x' })).status).toBe(404);
  });
});
