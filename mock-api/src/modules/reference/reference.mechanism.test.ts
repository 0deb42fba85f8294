import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * The generic reference mechanism, tested thoroughly once (list, show, create, edit, delete,
 * validation, uniqueness, relations, in-use refusals, audit), through content types, customers,
 * customer groups and CEP users. reference.entities.test.ts smoke-tests every entity.
 */
let server: TestServer;
let admin: TestClient;
let adminId: number;

// A real server over a freshly seeded database: generous limits on a shared 2-core machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 0 } });
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  adminId = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @e', { e: DEMO.admin.email }))!.id;
}, 120_000);

afterAll(async () => server.close());

const rows = async (resource: string, body: Record<string, unknown> = {}) => admin.table(`/reference/${resource}/rows`, { startRow: 0, endRow: 100, ...body });

describe('lists use the generic table contract', () => {
  it('initTable gives the declared columns without SQL, the default sort and the id field', async () => {
    const res = await admin.get('/reference/customerGroups/initTable');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('reference.customerGroups');
    expect(res.body.idField).toBe('id');
    expect(res.body.defaultSort).toEqual([{ colId: 'code', sort: 'asc' }]);
    expect(res.body.columns.map((c: { field: string }) => c.field)).toEqual(['id', 'code', 'name', 'member_count', 'user_count', 'updated_at']);
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|customer_group_members/);
  });

  it('computed columns, sorting and filtering run on the server', async () => {
    const all = await rows('customerGroups', { sortModel: [{ colId: 'member_count', sort: 'desc' }] });
    expect(all.status).toBe(200);
    const counts = all.body.rows.map((r: { member_count: number }) => r.member_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const expected = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM customer_group_members WHERE group_id = @id', { id: all.body.rows[0].id }))!
      .n;
    expect(all.body.rows[0].member_count).toBe(expected);

    const filtered = await rows('customers', { filterModel: { country: { filterType: 'text', type: 'equals', filter: 'nl' } } });
    expect(filtered.body.total).toBe((await server.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers WHERE country = 'NL'"))!.n);
    expect(filtered.body.rows.every((r: { country: string }) => r.country === 'NL')).toBe(true);
  });

  it('refuses sorting or filtering on undeclared columns, and never exposes hidden table columns', async () => {
    const bad = await rows('cepUsers', { sortModel: [{ colId: 'password_hash', sort: 'asc' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.sortModel[0]).toMatch(/password_hash/);
    const list = await rows('cepUsers');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body.rows[0])).not.toContain('password_hash');
    expect(list.text).not.toMatch(/scrypt|\$2[aby]\$/);
  });

  it('a filter leaving few rows (sorted in memory) pages in exactly the order of the sort model', async () => {
    const expected = (
      await server.db.all<{ id: number }>(
        "SELECT id FROM unlocodes WHERE LOWER(name) LIKE '%a%' AND country IN ('NL', 'DE', 'BE') ORDER BY is_port DESC, name DESC, id ASC",
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(6);
    const query = {
      filterModel: {
        name: { filterType: 'text', type: 'contains', filter: 'A' },
        country: { filterType: 'text', operator: 'OR', conditions: ['NL', 'DE', 'BE'].map((c) => ({ filterType: 'text', type: 'equals', filter: c })) },
      },
      sortModel: [
        { colId: 'is_port', sort: 'desc' },
        { colId: 'name', sort: 'desc' },
      ],
    };
    const first = await rows('unlocode', { ...query, startRow: 0, endRow: 5 });
    const rest = await rows('unlocode', { ...query, startRow: 5, endRow: 500 });
    expect(first.body.total).toBe(expected.length);
    expect([...first.body.rows, ...rest.body.rows].map((r: { id: number }) => r.id)).toEqual(expected);
  });

  it('exports the filtered view as CSV', async () => {
    const res = await admin.table('/reference/customers/export', { filterModel: { code: { filterType: 'text', type: 'equals', filter: 'C10001' } } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/reference\.customers\.csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Code,Name,/);
    expect(lines[1]).toMatch(/^C10001,/);
  });

  it('a table param narrows the links to one group; a bad one is a 400', async () => {
    const group = (await server.db.get<{ id: number }>("SELECT id FROM customer_groups WHERE code = '0010'"))!;
    const res = await rows('userCustomerGroup', { params: { group_id: group.id } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(
      (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM user_customer_groups WHERE group_id = @id', { id: group.id }))!.n,
    );
    expect(res.body.rows.every((r: { group_code: string }) => r.group_code === '0010')).toBe(true);
    const bad = await rows('userCustomerGroup', { params: { group_id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['params.group_id']).toBeDefined();
  });
});

describe('create, show, edit, delete', () => {
  it('creates with who and when, records it in the audit log, and shows it', async () => {
    const res = await admin.post('/reference/contentTypes', { name: '  Phytosanitary note ', description: 'Lists what is in each package.' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Content type Phytosanitary note was created.');
    const id = res.body.id;
    const row = (await server.db.get<Record<string, unknown>>('SELECT * FROM content_types WHERE id = @id', { id }))!;
    expect(row).toMatchObject({ name: 'Phytosanitary note', created_by: adminId, updated_by: adminId });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const log = await server.db.get<Record<string, unknown>>("SELECT * FROM audit_log WHERE action = 'reference.contentTypes.create' AND entity_id = @id", {
      id: String(id),
    });
    expect(log).toMatchObject({ user_id: adminId, entity: 'contentTypes' });

    const show = await admin.get(`/reference/contentTypes/${id}`);
    expect(show.status).toBe(200);
    expect(show.body.record).toEqual({ id, version: 1, name: 'Phytosanitary note', description: 'Lists what is in each package.' });
    expect(show.body.label).toBe('Phytosanitary note');
    expect(show.body.audit.created_by).toBe('Sanne Jansen');
  });

  it('edits: updated_* change, created_* stay, the audit entry names the changed fields', async () => {
    const { body } = await admin.post('/reference/contentTypes', { name: 'Customs declaration' });
    const before = (await server.db.get<{ created_at: string }>('SELECT created_at FROM content_types WHERE id = @id', { id: body.id }))!;
    await new Promise((r) => setTimeout(r, 5));
    const res = await admin.put(`/reference/contentTypes/${body.id}`, { name: 'Customs declaration', description: 'Export and import declarations.' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Content type Customs declaration was saved.');
    const after = (await server.db.get<{ created_at: string; updated_at: string; description: string }>('SELECT * FROM content_types WHERE id = @id', {
      id: body.id,
    }))!;
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at > after.created_at).toBe(true);
    expect(after.description).toBe('Export and import declarations.');
    const log = (await server.db.get<{ details: string }>("SELECT details FROM audit_log WHERE action = 'reference.contentTypes.edit' AND entity_id = @id", {
      id: String(body.id),
    }))!;
    expect(JSON.parse(log.details)).toEqual({ changed: ['description'] });
  });

  it('keeps the first of two edits made from the same version and answers the second 409, writing nothing of it', async () => {
    const { body } = await admin.post('/reference/contentTypes', { name: 'Stowage plan' });
    const loaded = (await admin.get(`/reference/contentTypes/${body.id}`)).body.record as Record<string, unknown>;
    expect(loaded.version).toBe(1);
    const first = await admin.put(`/reference/contentTypes/${body.id}`, { ...loaded, description: 'First' });
    expect(first.status).toBe(200);
    const second = await admin.put(`/reference/contentTypes/${body.id}`, { ...loaded, description: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      code: 'STALE_VERSION',
      message:
        'Content type Stowage plan was changed by Sanne Jansen after you opened it, so your changes were not saved. Reload it to see the saved version, then make your changes again.',
    });
    const stored = (await admin.get(`/reference/contentTypes/${body.id}`)).body.record as Record<string, unknown>;
    expect(stored).toMatchObject({ description: 'First', version: 2 });
    // Made again from the saved version, it goes through.
    expect((await admin.put(`/reference/contentTypes/${body.id}`, { ...stored, description: 'Second' })).status).toBe(200);
    // Without a version (a client from before versions) the edit overwrites, as it always did.
    expect((await admin.put(`/reference/contentTypes/${body.id}`, { name: 'Stowage plan', description: 'Third' })).status).toBe(200);
    expect((await admin.get(`/reference/contentTypes/${body.id}`)).body.record).toMatchObject({ description: 'Third', version: 4 });
  });

  it('refuses a version that is not a positive whole number, naming it', async () => {
    const { body } = await admin.post('/reference/contentTypes', { name: 'Fumigation record' });
    for (const version of [0, 1.5, 'x']) {
      const res = await admin.put(`/reference/contentTypes/${body.id}`, { name: 'Fumigation record', version });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['version']);
    }
  });

  it('422 per field from the shared schema; nothing is written', async () => {
    const count = async () => (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM customers'))!.n;
    const before = await count();
    const res = await admin.post('/reference/customers', { code: '0077', name: '', country: 'XX', email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.errors).toEqual({
      code: ['A customer code must not start with 00: that prefix marks customer groups.'],
      name: ['Name is required.'],
      country: ['Choose a country from the list.'],
      email: ['E-mail must be a valid e-mail address.'],
    });
    expect(await count()).toBe(before);
  });

  it('a body that is not an object is a 400; an unknown or malformed id a 404', async () => {
    expect((await admin.request('POST', '/reference/contentTypes', { rawBody: '[1,2]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await admin.get('/reference/contentTypes/999999')).status).toBe(404);
    expect((await admin.get('/reference/contentTypes/1%20OR%201=1')).status).toBe(404);
    expect((await admin.put('/reference/contentTypes/abc', { name: 'x' })).status).toBe(404);
    expect((await admin.delete('/reference/contentTypes/0')).status).toBe(404);
  });

  it('unique codes: 422 at the field, case-insensitive where declared, own record excluded on edit', async () => {
    const dup = await admin.post('/reference/customers', { code: 'c10001', name: 'Copy', country: 'NL' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.code).toEqual(['This customer code is already in use.']);

    const email = await admin.post('/reference/cepUsers', {
      email: 'CUSTOMER@portal.test',
      name: 'Copy',
      role: 'customer',
      password: 'Secret!234',
      active: true,
    });
    expect(email.status).toBe(422);
    expect(email.body.errors.email).toEqual(['A user with this e-mail address already exists.']);

    const ct = await admin.post('/reference/contentTypes', { name: 'offer' });
    expect(ct.status).toBe(422);
    expect(ct.body.errors.name).toEqual(['A content type with this name already exists.']);

    const customer = (await server.db.get<Record<string, unknown>>("SELECT * FROM customers WHERE code = 'C10002'"))!;
    const same = await admin.put(`/reference/customers/${customer.id}`, { ...customer, name: 'Dutch Garden Supplies B.V.' });
    expect(same.status).toBe(200);
  });

  it('choices from the database must exist', async () => {
    const res = await admin.post('/reference/customerGroups', { code: '0091', name: 'Ghost group', member_ids: [1, 99999] });
    expect(res.status).toBe(422);
    expect(res.body.errors.member_ids[0]).toMatch(/no longer exists/);
    const link = await admin.post('/reference/userCustomerGroup', { user_id: 99999, group_id: 1 });
    expect(link.status).toBe(422);
    expect(link.body.errors.user_id).toEqual(['The selected user does not exist.']);
  });

  it('many-to-many fields are written, shown and replaced as a set', async () => {
    const ids = (await server.db.all<{ id: number }>('SELECT id FROM customers ORDER BY id LIMIT 3')).map((r) => r.id);
    const res = await admin.post('/reference/customerGroups', { code: '0092', name: 'Test group', member_ids: [String(ids[0]), ids[1], ids[1]] });
    expect(res.status).toBe(201);
    const show = await admin.get(`/reference/customerGroups/${res.body.id}`);
    expect(show.body.record.member_ids).toEqual([ids[0], ids[1]]);
    expect(show.body.related[0].items.map((i: { to: string }) => i.to)).toEqual([`/reference/customers/${ids[0]}`, `/reference/customers/${ids[1]}`]);

    const edit = await admin.put(`/reference/customerGroups/${res.body.id}`, { code: '0092', name: 'Test group', member_ids: [ids[1], ids[2]] });
    expect(edit.status).toBe(200);
    const members = await server.db.all<{ customer_id: number }>('SELECT customer_id FROM customer_group_members WHERE group_id = @g ORDER BY customer_id', {
      g: res.body.id,
    });
    expect(members.map((m) => m.customer_id)).toEqual([ids[1], ids[2]]);
  });

  it('deleting a record still in use is refused with what uses it; an unused one is deleted and logged', async () => {
    const offer = (await server.db.get<{ id: number }>("SELECT id FROM content_types WHERE name = 'Offer'"))!;
    const used = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM documents WHERE content_type_id = @id', { id: offer.id }))!.n;
    expect(used).toBeGreaterThan(0);
    const refused = await admin.delete(`/reference/contentTypes/${offer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Content type Offer cannot be deleted: it is still used by ${used} document${used === 1 ? '' : 's'}.`,
      code: 'IN_USE',
    });
    expect(await server.db.get('SELECT id FROM content_types WHERE id = @id', { id: offer.id })).toBeDefined();

    const customer = (await server.db.get<{ id: number; code: string }>("SELECT id, code FROM customers WHERE code = 'C10001'"))!;
    const customerRefused = await admin.delete(`/reference/customers/${customer.id}`);
    expect(customerRefused.status).toBe(409);
    expect(customerRefused.body.message).toMatch(/^Customer C10001 cannot be deleted: it is still used by [\d,]+ shipments, .* and \d+ customer groups?\.$/);

    const { body } = await admin.post('/reference/contentTypes', { name: 'Temporary' });
    const gone = await admin.delete(`/reference/contentTypes/${body.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Content type Temporary was deleted.');
    expect(await server.db.get('SELECT id FROM content_types WHERE id = @id', { id: body.id })).toBeUndefined();
    expect(
      await server.db.get("SELECT id FROM audit_log WHERE action = 'reference.contentTypes.destroy' AND entity_id = @id", { id: String(body.id) }),
    ).toBeDefined();
    expect((await admin.delete(`/reference/contentTypes/${body.id}`)).status).toBe(404);
  });

  it('state-changing calls need the CSRF token', async () => {
    const res = await admin.post('/reference/contentTypes', { name: 'No token' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF');
  });
});

describe('CEP users', () => {
  it('hashes the password, can sign in with it, never returns it, and ends sessions on a password change', async () => {
    const created = await admin.post('/reference/cepUsers', {
      email: 'New.User@Example.test',
      name: 'New User',
      role: 'customer',
      active: true,
      password: 'Harbour!Crane9',
      customer_ids: [1],
    });
    expect(created.status).toBe(201);
    const row = (await server.db.get<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users WHERE id = @id', {
      id: created.body.id,
    }))!;
    expect(row.email).toBe('new.user@example.test');
    expect(row.password_hash).not.toContain('Harbour');
    const show = await admin.get(`/reference/cepUsers/${created.body.id}`);
    expect(show.body.record).not.toHaveProperty('password');
    expect(show.body.record.customer_ids).toEqual([1]);

    const user = await signIn(server.baseUrl, 'new.user@example.test', 'Harbour!Crane9');
    expect((await user.get('/portal/userProfile')).status).toBe(200);

    // An edit without a password keeps it; with one, the user's sessions end.
    const base = { email: 'new.user@example.test', name: 'New User', role: 'customer', active: true, customer_ids: [1] };
    expect((await admin.put(`/reference/cepUsers/${created.body.id}`, { ...base, name: 'Renamed' })).status).toBe(200);
    expect((await user.get('/portal/userProfile')).status).toBe(200);
    expect((await admin.put(`/reference/cepUsers/${created.body.id}`, { ...base, password: 'Another!Crane7' })).status).toBe(200);
    expect((await user.get('/portal/userProfile')).status).toBe(401);
    await signIn(server.baseUrl, 'new.user@example.test', 'Another!Crane7');
  });

  it('a new user needs a password of at least 6 characters', async () => {
    const none = await admin.post('/reference/cepUsers', { email: 'np@example.test', name: 'No Password', role: 'customer' });
    expect(none.body.errors.password).toEqual(['A password is required for a new user.']);
    const short = await admin.post('/reference/cepUsers', { email: 'np@example.test', name: 'No Password', role: 'customer', password: 'abc' });
    expect(short.body.errors.password).toEqual(['Your password should be at least 6 characters.']);
  });

  it('an administrator cannot demote, deactivate or delete themselves', async () => {
    const self = await admin.get(`/reference/cepUsers/${adminId}`);
    const res = await admin.put(`/reference/cepUsers/${adminId}`, { ...self.body.record, role: 'customer', active: false });
    expect(res.status).toBe(422);
    expect(res.body.errors.role).toEqual(['You cannot take the administrator role away from yourself.']);
    expect(res.body.errors.active).toEqual(['You cannot deactivate your own account.']);
    const del = await admin.delete(`/reference/cepUsers/${adminId}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('You cannot delete your own account.');
  });
});

describe('create-only fields', () => {
  it('a settings row keeps its user on edit, whatever is sent', async () => {
    const user = (await server.db.get<{ user_id: number }>('SELECT user_id FROM user_settings ORDER BY user_id DESC LIMIT 1'))!;
    const other = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE id <> @id LIMIT 1', { id: user.user_id }))!;
    const res = await admin.put(`/reference/userSetting/${user.user_id}`, {
      user_id: other.id,
      language: 'nl',
      date_format: 'DD-MM-YYYY',
      default_customer: 'C10001',
    });
    expect(res.status).toBe(200);
    const row = (await server.db.get<Record<string, unknown>>('SELECT * FROM user_settings WHERE user_id = @id', { id: user.user_id }))!;
    expect(row).toMatchObject({ language: 'nl', date_format: 'DD-MM-YYYY', default_customer: 'C10001', updated_by: adminId });
    const bad = await admin.put(`/reference/userSetting/${user.user_id}`, { language: 'nl', date_format: 'DD-MM-YYYY', default_customer: 'NOPE' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.default_customer).toEqual(['The selected default organisation or group does not exist.']);
  });
});

describe('options', () => {
  it('lists choices for selects; an unknown source is a 404', async () => {
    const res = await admin.get('/reference/options/customers');
    expect(res.status).toBe(200);
    expect(res.body.options[0]).toEqual({ value: expect.stringMatching(/^\d+$/), label: expect.stringMatching(/^C\d+ – /) });
    const selectables = await admin.get('/reference/options/selectables');
    expect(selectables.body.options.map((o: { value: string }) => o.value)).toEqual(expect.arrayContaining(['C10001', '0010']));
    expect((await admin.get('/reference/options/passwords')).status).toBe(404);
  });
});
