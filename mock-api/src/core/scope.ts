import type { Db } from '../db';
import type { AuthUser, Scope } from './types';
import type { CustomerOption, Licences } from './wire';
import { isGroupCode } from '@portal/contracts/rules/customerGroups';

/**
 * Which organisations and groups a user may select, and what a selection covers.
 * - Administrators may select any organisation or group.
 * - Customers may select the organisations linked to them, the groups linked to them, and the
 *   member organisations of those groups (a group link grants each member on its own too).
 * - A group's scope is its member organisations.
 */
const EMPTY_SCOPE: Scope = { code: null, isGroup: false, customerIds: [] };

const ALLOWED_CUSTOMER = `(
  EXISTS (SELECT 1 FROM user_customers uc WHERE uc.user_id = @userId AND uc.customer_id = c.id)
  OR EXISTS (SELECT 1 FROM customer_group_members m
             JOIN user_customer_groups ug ON ug.group_id = m.group_id
             WHERE ug.user_id = @userId AND m.customer_id = c.id))`;

/**
 * The ids of the organisations @userId (a customer) may select, as a subquery: the same rule as
 * ALLOWED_CUSTOMER, for data that belongs to organisations rather than to one selection
 * (notifications). Administrators may select every organisation: callers skip the filter for them.
 */
export const SELECTABLE_CUSTOMER_IDS = `(SELECT uc.customer_id FROM user_customers uc WHERE uc.user_id = @userId
  UNION SELECT m.customer_id FROM customer_group_members m JOIN user_customer_groups ug ON ug.group_id = m.group_id WHERE ug.user_id = @userId)`;

const ALLOWED_GROUP = 'EXISTS (SELECT 1 FROM user_customer_groups ug WHERE ug.user_id = @userId AND ug.group_id = g.id)';

interface CodeRow {
  id: number;
  code: string;
  name: string;
}

async function memberIds(db: Db, groupId: number): Promise<number[]> {
  return (
    await db.all<{ customer_id: number }>('SELECT customer_id FROM customer_group_members WHERE group_id = @groupId ORDER BY customer_id', { groupId })
  ).map((r) => r.customer_id);
}

/** The scope of `code` if this user may select it, else null (unknown and not-yours alike). */
export async function resolveSelection(db: Db, user: AuthUser, code: string): Promise<Scope | null> {
  const admin = user.role === 'admin';
  if (isGroupCode(code)) {
    const group = await db.get<CodeRow>(`SELECT g.id, g.code, g.name FROM customer_groups g WHERE g.code = @code${admin ? '' : ` AND ${ALLOWED_GROUP}`}`, {
      code,
      userId: user.id,
    });
    return group ? { code: group.code, isGroup: true, customerIds: await memberIds(db, group.id) } : null;
  }
  const customer = await db.get<CodeRow>(`SELECT c.id, c.code, c.name FROM customers c WHERE c.code = @code${admin ? '' : ` AND ${ALLOWED_CUSTOMER}`}`, {
    code,
    userId: user.id,
  });
  return customer ? { code: customer.code, isGroup: false, customerIds: [customer.id] } : null;
}

async function selectableCustomers(db: Db, user: AuthUser): Promise<CodeRow[]> {
  const where = user.role === 'admin' ? '' : `WHERE ${ALLOWED_CUSTOMER}`;
  return db.all<CodeRow>(`SELECT c.id, c.code, c.name FROM customers c ${where} ORDER BY c.code`, { userId: user.id });
}

async function selectableGroups(db: Db, user: AuthUser): Promise<CodeRow[]> {
  const where = user.role === 'admin' ? '' : `WHERE ${ALLOWED_GROUP}`;
  return db.all<CodeRow>(`SELECT g.id, g.code, g.name FROM customer_groups g ${where} ORDER BY g.code`, { userId: user.id });
}

/** At sign-in and whenever the stored selection is no longer allowed. */
async function defaultScope(db: Db, user: AuthUser): Promise<Scope> {
  const preferred = await db.get<{ default_customer: string | null }>('SELECT default_customer FROM user_settings WHERE user_id = @userId', {
    userId: user.id,
  });
  if (preferred?.default_customer) {
    const scope = await resolveSelection(db, user, preferred.default_customer);
    if (scope) return scope;
  }
  const where = user.role === 'admin' ? '' : `WHERE ${ALLOWED_CUSTOMER}`;
  const first = await db.get<CodeRow>(`SELECT c.id, c.code, c.name FROM customers c ${where} ORDER BY c.code LIMIT 1`, { userId: user.id });
  if (first) return { code: first.code, isGroup: false, customerIds: [first.id] };
  const group = (await selectableGroups(db, user))[0];
  return group ? { code: group.code, isGroup: true, customerIds: await memberIds(db, group.id) } : EMPTY_SCOPE;
}

export async function scopeFor(db: Db, user: AuthUser, selection: string | undefined): Promise<Scope> {
  return (selection && (await resolveSelection(db, user, selection))) || (await defaultScope(db, user));
}

export const optionLabel = (code: string, name: string): string => `${code} – ${name}`;

/** The selector's label of a scope (as customerOptions writes it), or null for none. */
export async function scopeLabel(db: Db, scope: Scope): Promise<{ label: string; isGroup: boolean } | null> {
  if (!scope.code) return null;
  const table = scope.isGroup ? 'customer_groups' : 'customers';
  const row = await db.get<{ name: string }>(`SELECT name FROM ${table} WHERE code = @code`, { code: scope.code });
  return row ? { label: optionLabel(scope.code, row.name), isGroup: scope.isGroup } : null;
}

/** Organisations first, then groups, each by code. */
export async function customerOptions(db: Db, user: AuthUser): Promise<CustomerOption[]> {
  return [...(await selectableCustomers(db, user)), ...(await selectableGroups(db, user))].map((r) => ({ label: optionLabel(r.code, r.name), value: r.code }));
}

/**
 * Licences follow the selection: an organisation's own flags; for a group the tracker is never
 * licensed (it needs a single organisation) and KPI only when every member is licensed. Licences
 * belong to the customer account, so one licensed member must not open the KPI dashboard for the
 * whole group's data.
 */
export async function licencesFor(db: Db, scope: Scope): Promise<Licences> {
  if (scope.customerIds.length === 0) return { tracker: false, kpi: false };
  const { sql, params } = inList('id', scope.customerIds);
  const row = await db.get<{ tracker: number | null; kpi: number | null }>(
    `SELECT MAX(CASE WHEN tracker_licence THEN 1 ELSE 0 END) AS tracker, MIN(CASE WHEN kpi_licence THEN 1 ELSE 0 END) AS kpi FROM customers WHERE ${sql}`,
    params,
  );
  return { tracker: !scope.isGroup && row?.tracker === 1, kpi: row?.kpi === 1 };
}

/**
 * `column IN (@p0, @p1, …)` with its parameters; `1 = 0` for an empty list (SQL has no empty
 * IN). For data queries: `const { sql, params } = inList('s.customer_id', request.getScope().customerIds)`.
 */
export function inList(column: string, values: readonly (number | string)[], prefix = 'scope'): { sql: string; params: Record<string, number | string> } {
  if (values.length === 0) return { sql: '1 = 0', params: {} };
  const params: Record<string, number | string> = {};
  const names = values.map((value, i) => {
    params[`${prefix}${i}`] = value;
    return `@${prefix}${i}`;
  });
  return { sql: `${column} IN (${names.join(', ')})`, params };
}
