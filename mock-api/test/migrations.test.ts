import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listMigrations, MIGRATIONS_DIR, openDb, type Db } from '../src/db';
import { openBareTestDb, TEST_DATABASE_URL } from './testDb';

/**
 * Migrations are one shared file, or one file per engine of the same name (src/db/migrations/
 * README.md). What each engine ends up with must be the same schema: checked on a fresh database
 * of each (the PostgreSQL project has both engines at hand).
 */
const sqlFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

it('has each engine-specific migration in both engines’ folders, and none also shared', () => {
  const sqlite = sqlFiles(path.join(MIGRATIONS_DIR, 'sqlite'));
  const postgres = sqlFiles(path.join(MIGRATIONS_DIR, 'postgres'));
  expect(postgres).toEqual(sqlite);
  const shared = new Set(sqlFiles(MIGRATIONS_DIR));
  expect(sqlite.filter((name) => shared.has(name))).toEqual([]);
  expect(listMigrations('postgres').map((m) => m.name)).toEqual(listMigrations('sqlite').map((m) => m.name));
});

/** table → column → what both engines can say alike: nullable (not for a key column), and whether the database numbers it. */
type Schema = Record<string, Record<string, string>>;

async function sqliteSchema(db: Db): Promise<Schema> {
  const schema: Schema = {};
  const relations = await db.all<{ name: string; sql: string | null }>("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'");
  for (const { name } of relations) {
    const columns = await db.all<{ name: string; type: string; notnull: number; pk: number }>(`SELECT name, type, "notnull", pk FROM pragma_table_info('${name}')`);
    const singleKey = columns.filter((c) => c.pk > 0).length === 1;
    schema[name] = Object.fromEntries(
      columns.map((c) => [
        c.name.toLowerCase(),
        // An INTEGER PRIMARY KEY alone is the rowid, numbered when an insert leaves it out; the code
        // leaves out only an `id` (a key that is another table's id, user_id say, is always given).
        c.pk > 0 ? (singleKey && c.type.toUpperCase() === 'INTEGER' && c.name === 'id' ? 'key, numbered' : 'key') : c.notnull ? 'not null' : 'null',
      ]),
    );
  }
  return schema;
}

async function postgresSchema(db: Db): Promise<Schema> {
  const schema: Schema = {};
  const columns = await db.all<{ table_name: string; column_name: string; is_nullable: string; is_identity: string; is_key: number }>(
    `SELECT c.table_name, c.column_name, c.is_nullable, c.is_identity,
            CASE WHEN EXISTS (SELECT 1 FROM information_schema.key_column_usage k JOIN information_schema.table_constraints t
                                ON t.constraint_name = k.constraint_name AND t.table_schema = k.table_schema
                              WHERE t.constraint_type = 'PRIMARY KEY' AND k.table_schema = c.table_schema
                                AND k.table_name = c.table_name AND k.column_name = c.column_name) THEN 1 ELSE 0 END AS is_key
     FROM information_schema.columns c WHERE c.table_schema = current_schema()`,
  );
  for (const c of columns) {
    schema[c.table_name] ??= {};
    schema[c.table_name][c.column_name] = c.is_key ? (c.is_identity === 'YES' ? 'key, numbered' : 'key') : c.is_nullable === 'YES' ? 'null' : 'not null';
  }
  return schema;
}

const withBothEngines = TEST_DATABASE_URL ? it : it.skip;

withBothEngines('gives a fresh database the same tables, views and columns on both engines', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  const postgres = await openBareTestDb(dir, 'none');
  const sqlite = await openDb(path.join(dir, 'fresh.sqlite'));
  try {
    expect(sqlite.dialect.engine).toBe('sqlite');
    expect(postgres.db.dialect.engine).toBe('postgres');
    const expected = await sqliteSchema(sqlite);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['users', 'shipments', 'quotes', 'documents', 'migrations']));
    expect(await postgresSchema(postgres.db)).toEqual(expected);
  } finally {
    await sqlite.close();
    await postgres.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
