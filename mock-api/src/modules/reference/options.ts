import type { FastifyInstance } from 'fastify';
import { referenceAreaContract } from '@portal/contracts/reference';
import type { FieldOption, OptionsSource } from '@portal/contracts/reference/declaration';
import type { Db } from '../../db';
import { registerEndpoint } from '../../core/contract';
import { notFound } from '../../core/errors';
import { optionLabel } from '../../core/scope';

/**
 * The choices of select fields that come from the database (GET /api/reference/options/:source),
 * and the check that a submitted value is still one of them.
 */
interface Source {
  list(db: Db): Promise<FieldOption[]>;
  /** How many of `values` exist. */
  count(db: Db, values: unknown[]): Promise<number>;
}

interface Labelled {
  id: number;
  label: string;
}

const asOptions = (rows: Labelled[]): FieldOption[] => rows.map((r) => ({ value: String(r.id), label: r.label }));

function inParams(values: unknown[]): { sql: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  values.forEach((v, i) => (params[`v${i}`] = v));
  return { sql: values.map((_, i) => `@v${i}`).join(', '), params };
}

function byId(table: string, labelSql: string, orderSql: string): Source {
  return {
    list: async (db) => asOptions(await db.all<Labelled>(`SELECT id, ${labelSql} AS label FROM ${table} ORDER BY ${orderSql}`)),
    async count(db, values) {
      const { sql, params } = inParams(values);
      return (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE id IN (${sql})`, params))?.n ?? 0;
    },
  };
}

const codeName = (rows: { id: number; code: string; name: string }[]): Labelled[] => rows.map((r) => ({ id: r.id, label: optionLabel(r.code, r.name) }));

const SOURCES: Record<OptionsSource, Source> = {
  customers: {
    list: async (db) => asOptions(codeName(await db.all('SELECT id, code, name FROM customers ORDER BY code'))),
    count: byId('customers', 'code', 'code').count,
  },
  customerGroups: {
    list: async (db) => asOptions(codeName(await db.all('SELECT id, code, name FROM customer_groups ORDER BY code'))),
    count: byId('customer_groups', 'code', 'code').count,
  },
  companies: {
    list: async (db) => asOptions(codeName(await db.all('SELECT id, code, name FROM companies ORDER BY code'))),
    count: byId('companies', 'code', 'code').count,
  },
  contentTypes: byId('content_types', 'name', 'name'),
  users: byId('users', "email || ' – ' || name", 'email'),
  // Organisation and group codes (a user's default selection); the value is the code itself.
  selectables: {
    list: async (db) =>
      (await db.all<{ code: string; name: string }>('SELECT code, name FROM customers UNION ALL SELECT code, name FROM customer_groups ORDER BY 1')).map(
        (r) => ({ value: r.code, label: optionLabel(r.code, r.name) }),
      ),
    async count(db, values) {
      const { sql, params } = inParams(values);
      return (
        (
          await db.get<{ n: number }>(
            `SELECT (SELECT COUNT(*) FROM customers WHERE code IN (${sql})) + (SELECT COUNT(*) FROM customer_groups WHERE code IN (${sql})) AS n`,
            params,
          )
        )?.n ?? 0
      );
    },
  },
};

const isOptionsSource = (name: string): name is OptionsSource => Object.prototype.hasOwnProperty.call(SOURCES, name);

/** True when every value (distinct) exists in the source. */
export async function allExist(db: Db, source: OptionsSource, values: unknown[]): Promise<boolean> {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return true;
  return (await SOURCES[source].count(db, distinct)) === distinct.length;
}

export function registerOptionsRoute(app: FastifyInstance): void {
  registerEndpoint(app, referenceAreaContract.options, async (request) => {
    const { source } = request.params;
    if (!isOptionsSource(source)) throw notFound('There is no such list of options.');
    return { options: await SOURCES[source].list(app.db) };
  });
}
