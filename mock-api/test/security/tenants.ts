import { DEMO, signIn, type TestClient, type TestServer } from '../helpers';

/**
 * Three tenants that share nothing, each signed in once (scrypt is slow):
 * - orgA: basic@portal.test, organisation C10010 alone;
 * - group: customer@portal.test with group 0010 selected (C10001, C10002, C10003);
 * - orgB: a user made here for organisation C10004 alone (the seed has none with a known password).
 * Each tenant's identifiers are read from the database independently of the API's own scoping
 * code, so the isolation tests do not inherit its mistakes.
 */
export interface Tenant {
  name: string;
  client: TestClient;
  userId: number;
  avatarId: number;
  /** Every organisation the user may reach in any way (own links and group members). */
  customerIds: number[];
  customerCodes: string[];
  groupCodes: string[];
  quoteNrs: string[];
  shipmentIds: string[];
  /** Storage ids of documents only this tenant may see (its own, its quotes', its groups'). */
  documentFiles: string[];
}

const ORG_B_EMAIL = 'orgb-user@portal.test';

/** A user of organisation `code` with basic's password (its hash copied: no extra scrypt). */
export async function createUser(server: TestServer, email: string, codes: string[]): Promise<number> {
  const db = server.db;
  const hash = (await db.get<{ h: string }>('SELECT password_hash AS h FROM users WHERE email = @e', { e: DEMO.basic.email }))!.h;
  const now = new Date().toISOString();
  const { id } = (await db.get<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, appellative, role, active, password_changed_at, created_at, updated_at)
     VALUES (@email, @hash, 'Test User', 'Mx', 'customer', TRUE, @now, @now, @now) RETURNING id`,
    { email, hash, now },
  ))!;
  await db.run("INSERT INTO user_settings (user_id, language, date_format, updated_at) VALUES (@id, 'en', 'YYYY-MM-DD', @now)", { id, now });
  for (const code of codes) await db.run('INSERT INTO user_customers (user_id, customer_id) SELECT @id, id FROM customers WHERE code = @code', { id, code });
  return id;
}

async function reachable(server: TestServer, userId: number): Promise<{ ids: number[]; groups: string[] }> {
  const ids = (
    await server.db.all<{ id: number }>(
      `SELECT customer_id AS id FROM user_customers WHERE user_id = @u
       UNION SELECT m.customer_id FROM customer_group_members m JOIN user_customer_groups ug ON ug.group_id = m.group_id WHERE ug.user_id = @u`,
      { u: userId },
    )
  ).map((r) => r.id);
  const groups = (
    await server.db.all<{ code: string }>('SELECT g.code FROM customer_groups g JOIN user_customer_groups ug ON ug.group_id = g.id WHERE ug.user_id = @u', {
      u: userId,
    })
  ).map((r) => r.code);
  return { ids, groups };
}

async function tenant(server: TestServer, name: string, email: string, password: string, selection?: string): Promise<Tenant> {
  const client = await signIn(server.baseUrl, email, password);
  if (selection) {
    const res = await client.post('/portal/customer', { customer: selection });
    if (res.status !== 200) throw new Error(`${name} could not select ${selection}: ${res.status}`);
  }
  const avatar = await client.post('/core/avatars', { regenerate: true });
  if (avatar.status !== 200) throw new Error(`${name} got no avatar: ${avatar.status}`);
  const userId = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email }))!.id;
  const { ids, groups } = await reachable(server, userId);
  const list = ids.join(',');
  const db = server.db;
  return {
    name,
    client,
    userId,
    avatarId: avatar.body.avatarId,
    customerIds: ids,
    customerCodes: (await db.all<{ code: string }>(`SELECT code FROM customers WHERE id IN (${list})`)).map((r) => r.code),
    groupCodes: groups,
    quoteNrs: (await db.all<{ nr: string }>(`SELECT quote_nr AS nr FROM quotes WHERE customer_id IN (${list}) ORDER BY id`)).map((r) => r.nr),
    shipmentIds: (await db.all<{ s: string }>(`SELECT shipmentid AS s FROM shipments WHERE customer_id IN (${list}) ORDER BY id`)).map((r) => r.s),
    documentFiles: (
      await db.all<{ f: string }>(
        `SELECT d.filename AS f FROM documents d
         WHERE (d.distribution_type = 'Customer' AND d.customer_id IN (${list}))
            OR (d.quote_nr IN (SELECT quote_nr FROM quotes WHERE customer_id IN (${list})))
            OR (d.distribution_type = 'Customer group' AND NOT EXISTS (
                  SELECT 1 FROM customer_group_members m WHERE m.group_id = d.customer_group_id AND m.customer_id NOT IN (${list})))`,
      )
    ).map((r) => r.f),
  };
}

export async function setUpTenants(server: TestServer): Promise<Tenant[]> {
  await createUser(server, ORG_B_EMAIL, ['C10004']);
  return Promise.all([
    tenant(server, 'orgA', DEMO.basic.email, DEMO.basic.password),
    tenant(server, 'group', DEMO.customer.email, DEMO.customer.password, '0010'),
    tenant(server, 'orgB', ORG_B_EMAIL, DEMO.basic.password),
  ]);
}

/** The identifiers of `owner` that must never show in an answer to someone else. */
export function secretsOf(owner: Tenant): string[] {
  return [...owner.quoteNrs, ...owner.shipmentIds, ...owner.documentFiles, ...owner.customerCodes, ...owner.groupCodes];
}

/** Which of `secrets` occur in `text` as whole tokens (so C10001 does not match C100010). */
export function leaksIn(text: string, secrets: string[]): string[] {
  const tokens = new Set(text.split(/[^A-Za-z0-9-]+/));
  return secrets.filter((s) => tokens.has(s));
}
