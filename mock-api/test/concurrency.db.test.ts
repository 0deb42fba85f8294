import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { listMigrations, openDb, type Db } from '../src/db';
import { formToPayload } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { insertQuote, nextQuoteNumber } from '../src/modules/quotes/quoteQueries';
import { idColumn, openBareTestDb, TEST_DATABASE_URL, type TestDb } from './testDb';

/**
 * The data layer without a global lock: a read-then-write that locks its row first, numbers
 * from a counter row, a serializable transaction run again when PostgreSQL refuses it, and
 * migrations applied once by instances starting together. On PostgreSQL through two connections
 * (two instances), whose transactions really run side by side; on SQLite through one (a second
 * connection in the same process would wait for the first synchronously, holding the event loop
 * the first needs: two processes are the reliability suites' part), whose one writer serialises.
 */
let dir: string;
let test: TestDb;
let one: Db;
let two: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-concurrency-'));
  test = await openBareTestDb(dir, 'core');
  one = test.db;
  two = test.url ? await openDb(test.url) : one;
});
afterEach(async () => {
  if (two !== one) await two.close();
  await test.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const userId = async (db: Db) => (await db.get<{ id: number }>("SELECT id FROM users WHERE email = 'customer@portal.test'"))!.id;

describe('without a global lock', () => {
  it('keeps a limit read in the transaction when its row is locked first, with many at once on two connections', async () => {
    const user = await userId(one);
    await one.exec(`CREATE TABLE limited (${idColumn(one)}, user_id INTEGER NOT NULL)`);
    await two.syncIdentities();
    const LIMIT = 5;
    const attempt = (db: Db) =>
      db.tx(async () => {
        await db.lockRow('users', 'id', user);
        const { n } = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM limited WHERE user_id = @user', { user }))!;
        if (n >= LIMIT) return false;
        await db.run('INSERT INTO limited (user_id) VALUES (@user)', { user });
        return true;
      });
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? one : two)));
    expect(outcomes.filter(Boolean).length).toBe(LIMIT);
    expect((await one.get<{ n: number }>('SELECT COUNT(*) AS n FROM limited'))!.n).toBe(LIMIT);
  });

  it('hands out each quote number once, one after the other, to many at once on two connections', async () => {
    const at = new Date('2031-06-01T12:00:00Z');
    const numbers = await Promise.all(Array.from({ length: 200 }, (_, i) => nextQuoteNumber(i % 2 ? one : two, at)));
    expect(new Set(numbers).size).toBe(200);
    expect(numbers.map((nr) => Number(nr.slice(4))).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(numbers.every((nr) => /^Q31-\d{6}$/.test(nr))).toBe(true);
    // A new year starts at 1.
    expect(await nextQuoteNumber(one, new Date('2032-01-01T12:00:00Z'))).toBe('Q32-000001');
  });

  it('commits a number without waiting for the disk, on a connection of its own on PostgreSQL', async () => {
    if (!TEST_DATABASE_URL) return;
    const setting = "SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'";
    expect(await one.get(setting, {}, { relaxedDurability: true })).toEqual({ setting: 'off', source: 'client' });
    // The other connections keep the server's setting (which the test cluster turns off for speed).
    expect(await one.get(setting)).not.toMatchObject({ source: 'client' });
  });

  it('takes the next free number when quotes were stored without the counter (an older instance during an upgrade)', async () => {
    const customer = (await one.get<{ id: number }>("SELECT id FROM customers WHERE code = 'C10001'"))!.id;
    const quote = (nr?: string) =>
      insertQuote(one, {
        payload: formToPayload(validQuoteForm('SEA')),
        customerId: customer,
        customerGroupId: null,
        userId: null,
        email: 'test@example.test',
        quoteNr: nr,
      });
    const first = await quote();
    const prefix = first.quoteNr.slice(0, 4);
    const at = Number(first.quoteNr.slice(4));
    // The next two numbers taken the old way, behind the counter's back.
    await quote(`${prefix}${String(at + 1).padStart(6, '0')}`);
    await quote(`${prefix}${String(at + 2).padStart(6, '0')}`);
    expect((await quote()).quoteNr).toBe(`${prefix}${String(at + 3).padStart(6, '0')}`);
    expect((await quote()).quoteNr).toBe(`${prefix}${String(at + 4).padStart(6, '0')}`);
  });

  it('runs a serializable transaction again when PostgreSQL refuses it, so a rule over two rows holds', async () => {
    // Two on-call rows, at least one must stay on: each transaction reads both and turns its own off.
    await one.exec('CREATE TABLE on_call (id INTEGER PRIMARY KEY, on_duty BOOLEAN NOT NULL)');
    await one.run('INSERT INTO on_call (id, on_duty) VALUES (1, TRUE)');
    await one.run('INSERT INTO on_call (id, on_duty) VALUES (2, TRUE)');
    let runs = 0;
    const offDuty = (db: Db, id: number) =>
      db.tx(
        async () => {
          runs++;
          const { n } = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM on_call WHERE on_duty = TRUE'))!;
          // Both read before either writes: without SERIALIZABLE both would turn off.
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (n < 2) return false;
          await db.run('UPDATE on_call SET on_duty = FALSE WHERE id = @id', { id });
          return true;
        },
        { serializable: true },
      );
    const outcomes = await Promise.all([offDuty(one, 1), offDuty(two, 2)]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect((await one.get<{ n: number }>('SELECT COUNT(*) AS n FROM on_call WHERE on_duty = TRUE'))!.n).toBe(1);
    // PostgreSQL refused one and it ran again; SQLite ran them one after the other.
    expect(runs).toBe(TEST_DATABASE_URL ? 3 : 2);
  });
});

const postgresOnly = TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('instances starting together on a new PostgreSQL database', () => {
  it('apply each migration once, one after the other, and both start', async () => {
    const name = `portal_migrate_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL! });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const dbs = await Promise.all([openDb(url.toString()), openDb(url.toString()), openDb(url.toString())]);
      try {
        const applied = await dbs[0].all<{ name: string }>('SELECT name FROM migrations ORDER BY name');
        expect(applied.map((m) => m.name)).toEqual(listMigrations('postgres').map((m) => m.name));
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
      }
    } finally {
      // A closed pool's connections leave the server a moment later: forced off before that, they would say so.
      for (let i = 0; i < 50; i++) {
        if (Number((await admin.query('SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
