import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { csvCell, csvDocument } from '../src/core/csv';
import { hashPassword, needsRehash, verifyPassword } from '../src/core/passwords';
import { SqliteSessionStore } from '../src/core/sessionStore';
import { SqliteDb, type Db, migrate, openDb } from '../src/db';
import { seedAll } from '../src/seed';
import { PLACES } from '../src/geography/places';
import { Random } from '../src/core/random';

const tempDirs: string[] = [];
async function tempDb(): Promise<SqliteDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-core-test-'));
  tempDirs.push(dir);
  return (await openDb(path.join(dir, 'portal.sqlite'))) as SqliteDb;
}
afterAll(() => tempDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.apiPort).toBe(8090);
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(path.join('mock-api', 'data'))).toBe(true);
    expect(config.uploadLimitKb).toBe(10240);
    expect(config.loginRateLimit).toBe(10);
    expect(config.portalOrigin).toBe('http://localhost:8080');
    expect(config.trackerUrl).toBe('http://localhost:8090/stand-in/tracker');
  });

  it('applies PORT_OFFSET to both ports and refuses nonsense', () => {
    const config = loadConfig({ PORT_OFFSET: '100' });
    expect(config.apiPort).toBe(8190);
    expect(config.portalOrigin).toBe('http://localhost:8180');
    expect(config.kpiUrl).toBe('http://localhost:8190/stand-in/kpi');
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ SEED_SCALE: 'huge' })).toThrow(/SEED_SCALE/);
    expect(() => loadConfig({ SECURE_COOKIES: 'maybe' })).toThrow(/SECURE_COOKIES/);
  });
});

describe('db', () => {
  it('applies migrations once and runs with WAL, foreign keys and synchronous FULL', async () => {
    const db = await tempDb();
    expect(await migrate(db)).toEqual([]);
    expect(db.raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.raw.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.raw.pragma('synchronous', { simple: true })).toBe(2);
    expect((await db.all<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name)).toContain('001_core.sql');
    await db.close();
  });

  it('binds booleans and undefined, and rolls a failed transaction back', async () => {
    const db = await tempDb();
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, flag BOOLEAN, note TEXT)');
    await db.run('INSERT INTO t (flag, note) VALUES (@flag, @note)', { flag: true, note: undefined });
    expect(await db.get('SELECT flag, note FROM t')).toEqual({ flag: 1, note: null });
    await expect(
      db.tx(async () => {
        await db.run('INSERT INTO t (flag) VALUES (FALSE)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n).toBe(1);
    await db.close();
  });
});

describe('passwords', () => {
  it('hashes with a salt and verifies timing-safely', async () => {
    const a = await hashPassword('Secret!234');
    const b = await hashPassword('Secret!234');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(await verifyPassword('Secret!234', a)).toBe(true);
    expect(await verifyPassword('secret!234', a)).toBe(false);
    expect(await verifyPassword('Secret!234', null)).toBe(false);
    expect(await verifyPassword('Secret!234', 'garbage')).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });
});

describe('session store timeouts', () => {
  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const db = await tempDb();
    let now = 1_000_000;
    const store = new SqliteSessionStore(db, 60_000, 300_000, () => now);
    const session = {};
    const get = async (sid: string) => store.get(sid);
    await store.set('s1', session);
    now += 59_000;
    expect(await get('s1')).toBeTruthy(); // activity: idle clock restarts
    now += 59_000;
    expect(await get('s1')).toBeTruthy();
    now += 61_000;
    expect(await get('s1')).toBeNull(); // idle too long

    await store.set('s2', session);
    for (let i = 0; i < 10; i++) {
      now += 40_000;
      if (i < 7) expect(await get('s2')).toBeTruthy();
    }
    expect(await get('s2')).toBeNull(); // older than the absolute 300 s, however active
    await db.close();
  });
});

describe('csv', () => {
  it('escapes and guards against formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+31 10 123')).toBe("'+31 10 123");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvDocument(['A'], [[1]])).toBe('\uFEFFA\r\n1\r\n');
  });
});

describe('seed', () => {
  it('Random is deterministic and forks independent streams', () => {
    const a = new Random('x');
    const b = new Random('x');
    expect([a.next(), a.int(1, 6), a.pick(['p', 'q', 'r'])]).toEqual([b.next(), b.int(1, 6), b.pick(['p', 'q', 'r'])]);
    expect(new Random('x').fork('one').next()).not.toBe(new Random('x').fork('two').next());
  });

  it('builds the same book of business every time, with the demo accounts of decisions.md', async () => {
    // Each seed in its own DATA_DIR: slices write files beside the database.
    const [one, two] = [await tempDb(), await tempDb()];
    for (const db of [one, two]) await seedAll(db, loadConfig({}, { dataDir: path.dirname(db.file), logLevel: 'silent' }));
    const snapshot = async (db: Db) => db.all('SELECT code, name, city, country, tracker_licence, kpi_licence, created_at FROM customers ORDER BY code');
    expect(await snapshot(one)).toEqual(await snapshot(two));

    const users = await one.all<{ email: string; role: string }>('SELECT email, role FROM users');
    expect(users).toEqual(
      expect.arrayContaining([
        { email: 'admin@portal.test', role: 'admin' },
        { email: 'customer@portal.test', role: 'customer' },
        { email: 'basic@portal.test', role: 'customer' },
      ]),
    );
    const linkCount = async (email: string, table: string) =>
      (await one.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} l JOIN users u ON u.id = l.user_id WHERE u.email = @email`, { email }))!.n;
    expect(await linkCount('customer@portal.test', 'user_customers')).toBeGreaterThanOrEqual(2);
    expect(await linkCount('customer@portal.test', 'user_customer_groups')).toBeGreaterThanOrEqual(1);
    expect(await linkCount('basic@portal.test', 'user_customers')).toBe(1);
    expect(await linkCount('basic@portal.test', 'user_customer_groups')).toBe(0);
    const basicLicences = await one.get(
      'SELECT c.tracker_licence, c.kpi_licence FROM customers c JOIN user_customers uc ON uc.customer_id = c.id JOIN users u ON u.id = uc.user_id WHERE u.email = @email',
      { email: 'basic@portal.test' },
    );
    expect(basicLicences).toEqual({ tracker_licence: 0, kpi_licence: 0 });
    expect((await one.all<{ code: string }>('SELECT code FROM customer_groups')).every((g) => g.code.startsWith('00'))).toBe(true);
    await one.close();
    await two.close();
  }, 60_000);

  it('ships about 150 real places with sane LOCODEs and coordinates', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(140);
    const keys = new Set(PLACES.map((p) => `${p.locode}/${p.kind}`));
    expect(keys.size).toBe(PLACES.length);
    for (const p of PLACES) {
      expect(p.locode).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
      if (p.kind === 'airport') expect(p.iata).toMatch(/^[A-Z]{3}$/);
    }
    for (const kind of ['seaport', 'airport', 'inland', 'rail'] as const) expect(PLACES.some((p) => p.kind === kind)).toBe(true);
    for (const code of ['NLRTM', 'DEHAM', 'BEANR', 'CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'HKHKG', 'SGSIN', 'USLAX', 'USNYC'])
      expect(PLACES.some((p) => p.locode === code && p.kind === 'seaport')).toBe(true);
  });
});
