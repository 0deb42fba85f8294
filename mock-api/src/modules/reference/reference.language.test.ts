import ExcelJS from 'exceljs';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * The administrator's reference messages and the logins export in the request's language: the
 * same request in English and in Dutch gives the same status, code and field keys, worded in
 * each; the entity's name and the record's label go into the sentence whole ("Klantgroep 0077").
 */
jest.setTimeout(60_000);
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 0 } });
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
}, 120_000);
afterAll(async () => server.close());

const NL = { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } };

interface ErrorBody {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** The same request in both languages: same status, code and field keys; each one's words. */
async function both(send: (options?: { headers: Record<string, string> }) => Promise<{ status: number; body: ErrorBody }>) {
  const en = await send();
  const nl = await send(NL);
  expect(nl.status).toBe(en.status);
  expect(nl.body.code).toBe(en.body.code);
  expect(Object.keys(nl.body.errors ?? {}).sort()).toEqual(Object.keys(en.body.errors ?? {}).sort());
  return { en: en.body, nl: nl.body };
}

describe('reference messages built from the entity and the record', () => {
  it('create, save and delete say so in Dutch with the entity\'s Dutch name', async () => {
    const en = await admin.post('/reference/customerGroups', { code: '0071', name: 'Taalgroep en' });
    const nl = await admin.post('/reference/customerGroups', { code: '0072', name: 'Taalgroep nl' }, NL);
    expect([en.status, nl.status]).toEqual([201, 201]);
    expect(en.body.message).toBe('Customer group 0071 was created.');
    expect(nl.body.message).toBe('Klantgroep 0072 is aangemaakt.');
    expect((await admin.put(`/reference/customerGroups/${nl.body.id}`, { code: '0072', name: 'Taalgroep nl 2' }, NL)).body.message).toBe('Klantgroep 0072 is opgeslagen.');
    expect((await admin.delete(`/reference/customerGroups/${en.body.id}`)).body.message).toBe('Customer group 0071 was deleted.');
    expect((await admin.delete(`/reference/customerGroups/${nl.body.id}`, NL)).body.message).toBe('Klantgroep 0072 is verwijderd.');
  });

  it('not found, a duplicate code, a choice that does not exist and a stale edit', async () => {
    const missing = await both((o) => admin.get('/reference/customerGroups/999999', o));
    expect(missing.en).toEqual({ message: 'This customer group does not exist.', code: 'NOT_FOUND' });
    expect(missing.nl).toEqual({ message: 'Dit record (klantgroep) bestaat niet.', code: 'NOT_FOUND' });

    const group = (await server.db.get<{ id: number; code: string; version: number }>('SELECT id, code, version FROM customer_groups ORDER BY id LIMIT 1'))!;
    const duplicate = await both((o) => admin.post('/reference/customerGroups', { code: group.code, name: 'Dubbel' }, o));
    expect(duplicate.en.errors?.code).toEqual(['This group code is already in use.']);
    expect(duplicate.nl.errors?.code).toEqual(['Deze groepscode is al in gebruik.']);
    expect(duplicate.nl.message).toBe('De gegevens zijn niet geldig.');

    const unknownUser = await both((o) => admin.post('/reference/userCustomerGroup', { user_id: 999999, group_id: group.id }, o));
    expect(unknownUser.en.errors?.user_id).toEqual(['The selected user does not exist.']);
    expect(unknownUser.nl.errors?.user_id).toEqual(['De gekozen waarde voor gebruiker bestaat niet.']);

    const stale = await both((o) => admin.put(`/reference/customerGroups/${group.id}`, { code: group.code, name: 'Oud', version: Number(group.version) + 5 }, o));
    expect(stale.en.code).toBe('STALE_VERSION');
    expect(stale.en.message).toMatch(new RegExp(`^Customer group ${group.code} was changed .*after you opened it, so your changes were not saved\\. Reload it`));
    expect(stale.nl.message).toMatch(new RegExp(`^Klantgroep ${group.code} is .*gewijzigd nadat u het opende, dus uw wijzigingen zijn niet opgeslagen\\. Laad het opnieuw`));
  });

  it('a delete refused while the record is in use names what uses it, counted in Dutch', async () => {
    const customer = (await server.db.get<{ id: number }>("SELECT id FROM customers WHERE code = 'C10001'"))!;
    const refused = await both((o) => admin.delete(`/reference/customers/${customer.id}`, o));
    expect(refused.en.code).toBe('IN_USE');
    expect(refused.en.message).toMatch(/^Customer C10001 cannot be deleted: it is still used by [\d,]+ shipments, .* and \d+ customer groups?\.$/);
    expect(refused.nl.message).toMatch(/^Klant C10001 kan niet worden verwijderd: het wordt nog gebruikt door [\d.]+ zendingen, .* en \d+ (klantgroep|klantgroepen)\.$/);
    expect(refused.nl.message).not.toMatch(/ shipments| quotes| documents| users/);
    expect(await server.db.get('SELECT id FROM customers WHERE id = @id', { id: customer.id })).toBeDefined();
  });

  it('an administrator cannot delete their own account, in either language', async () => {
    const me = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.admin.email }))!;
    const refused = await both((o) => admin.delete(`/reference/cepUsers/${me.id}`, o));
    expect(refused.en.message).toBe('You cannot delete your own account.');
    expect(refused.nl.message).toBe('U kunt uw eigen account niet verwijderen.');
  });
});

describe('GET /api/export/logins in Dutch', () => {
  async function sheetOf(headers: Record<string, string>) {
    const res = await fetch(admin.url('/export/logins'), { headers: { cookie: admin.cookie!, ...headers } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  }

  it('has Dutch headers and outcomes, and its dates stay Excel dates', async () => {
    await new TestClient(server.baseUrl).login(DEMO.customer.email, 'wrong password');
    const en = await sheetOf({});
    const nl = await sheetOf(NL.headers);
    expect(nl.name).toBe('Aanmeldingen');
    expect((nl.getRow(1).values as unknown[]).slice(1)).toEqual(['Datum en tijd (UTC)', 'E-mail', 'Gebruiker', 'Gelukt', 'Uitkomst', 'IP-adres', 'Browser']);
    expect(nl.rowCount).toBe(en.rowCount);
    const newest = (nl.getRow(2).values as unknown[]).slice(1);
    expect(newest.slice(1, 5)).toEqual([DEMO.customer.email, 'Pieter van der Linden', false, 'Verkeerd e-mailadres of wachtwoord']);
    expect(newest[0]).toBeInstanceOf(Date);
    expect(nl.getRow(2).getCell(1).numFmt).toBe('dd-mm-yyyy hh:mm:ss');
    expect(en.getRow(2).getCell(5).value).toBe('Wrong e-mail or password');
  });
});
