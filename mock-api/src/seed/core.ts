import { mapInOrder } from '../core/inOrder';
import type { Db } from '../db';
import { hashPassword } from '../core/passwords';
import type { SeededCustomer, SeededGroup, SeededUser } from './context';
import { COMPANIES, CUSTOMERS, GROUPS, USERS } from '../simulation/organisations';
import type { Random } from '../core/random';

/** Companies, organisations, groups and users, with creation dates spread over past months. */
export interface CoreSeedResult {
  customers: SeededCustomer[];
  groups: SeededGroup[];
  users: SeededUser[];
}

const DAY_MS = 86_400_000;

/** `today` is the seed's reference day (midnight UTC); creation dates lie before it. */
export async function seedCore(db: Db, random: Random, today: Date): Promise<CoreSeedResult> {
  // Hashing is async (thread pool); do it before the synchronous transaction.
  const hashes = await Promise.all(USERS.map(async (u) => hashPassword(u.password)));
  const daysAgo = (min: number, max: number) => new Date(today.getTime() - random.int(min, max) * DAY_MS - random.int(0, DAY_MS - 1)).toISOString();

  return db.tx(async () => {
    const companyIds = new Map<string, number>();
    for (const c of COMPANIES) {
      const at = daysAgo(700, 900);
      const { id: companyId } = (await db.get<{ id: number }>(
        `INSERT INTO companies (code, name, address, postal_code, city, country, phone, email, vat_number, created_at, updated_at)
         VALUES (@code, @name, @address, @postalCode, @city, @country, @phone, @email, @vatNumber, @at, @at) RETURNING id`,
        { ...c, at },
      ))!;
      companyIds.set(c.code, companyId);
    }

    // The first administrator exists before the rest so created_by can name someone.
    const userIds = new Map<string, number>();
    await mapInOrder(USERS, async (u, i) => {
      const at = i === 0 ? daysAgo(600, 650) : daysAgo(30, 500);
      const { id: userId } = (await db.get<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, appellative, role, company_id, active, password_changed_at, created_at, updated_at, created_by)
         VALUES (@email, @hash, @name, @appellative, @role, @companyId, TRUE, @at, @at, @at, @createdBy) RETURNING id`,
        {
          email: u.email.toLowerCase(),
          hash: hashes[i],
          name: u.name,
          appellative: u.appellative,
          role: u.role,
          companyId: u.company ? companyIds.get(u.company) : null,
          at,
          createdBy: userIds.get(USERS[0].email) ?? null,
        },
      ))!;
      userIds.set(u.email, userId);
      await db.run(
        'INSERT INTO user_settings (user_id, language, date_format, default_customer, updated_at) VALUES (@userId, @language, @dateFormat, @defaultCustomer, @at)',
        {
          userId,
          language: 'en',
          dateFormat: 'YYYY-MM-DD',
          defaultCustomer: u.defaultCustomer ?? null,
          at,
        },
      );
    });
    const adminId = userIds.get(USERS[0].email)!;

    const customers: SeededCustomer[] = await mapInOrder(CUSTOMERS, async (c) => {
      const at = daysAgo(200, 600);
      const { id } = (await db.get<{ id: number }>(
        `INSERT INTO customers (code, name, address, postal_code, city, country, vat_number, email, phone, tracker_licence, kpi_licence, created_at, updated_at, created_by, updated_by)
         VALUES (@code, @name, @address, @postalCode, @city, @country, @vatNumber, @email, @phone, @tracker, @kpi, @at, @at, @adminId, @adminId) RETURNING id`,
        { ...c, at, adminId },
      ))!;
      return { id, code: c.code, name: c.name, city: c.city, country: c.country, trackerLicence: c.tracker, kpiLicence: c.kpi };
    });
    const customerId = (code: string) => customers.find((c) => c.code === code)!.id;

    const groups: SeededGroup[] = await mapInOrder(GROUPS, async (g) => {
      const at = daysAgo(100, 400);
      const { id: groupId } = (await db.get<{ id: number }>(
        'INSERT INTO customer_groups (code, name, created_at, updated_at, created_by, updated_by) VALUES (@code, @name, @at, @at, @adminId, @adminId) RETURNING id',
        { code: g.code, name: g.name, at, adminId },
      ))!;
      const memberIds = g.members.map(customerId);
      for (const id of memberIds)
        await db.run('INSERT INTO customer_group_members (group_id, customer_id) VALUES (@groupId, @customerId)', { groupId, customerId: id });
      return { id: groupId, code: g.code, name: g.name, memberIds };
    });
    const groupId = (code: string) => groups.find((g) => g.code === code)!.id;

    const users: SeededUser[] = await mapInOrder(USERS, async (u) => {
      const id = userIds.get(u.email)!;
      const customerIds = u.customers.map(customerId);
      const groupIds = u.groups.map(groupId);
      for (const cid of customerIds) await db.run('INSERT INTO user_customers (user_id, customer_id) VALUES (@id, @cid)', { id, cid });
      // Dated like migration 101 dates older links: by the later of the user's and the group's creation.
      for (const gid of groupIds)
        await db.run(
          `INSERT INTO user_customer_groups (user_id, group_id, created_at, updated_at)
           SELECT u.id, g.id, CASE WHEN u.created_at > g.created_at THEN u.created_at ELSE g.created_at END,
                  CASE WHEN u.created_at > g.created_at THEN u.created_at ELSE g.created_at END
           FROM users u, customer_groups g WHERE u.id = @id AND g.id = @gid`,
          { id, gid },
        );
      return { id, email: u.email, name: u.name, role: u.role, customerIds, groupIds };
    });

    return { customers, groups, users };
  });
}
