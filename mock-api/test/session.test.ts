import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerSession, type PortalSession } from '../src/core/session';
import { SqliteSessionStore } from '../src/core/sessionStore';
import type { Db } from '../src/db';
import { openBareTestDb, type TestDb } from './testDb';

let dir: string;
let testDb: TestDb;
let db: Db;
let store: SqliteSessionStore;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-session-test-'));
  testDb = await openBareTestDb(dir);
  db = testDb.db;
  store = new SqliteSessionStore(db, 60_000, 3_600_000);
});
afterEach(async () => {
  await testDb.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rows = async () => db.all<{ sid: string; data: string }>('SELECT sid, data FROM sessions');
const fresh = () => new ServerSession(store, null, null) as PortalSession;
const loaded = async (sid: string) => new ServerSession(store, sid, await store.get(sid)) as PortalSession;

describe('ServerSession', () => {
  it('stores nothing for a visitor who holds nothing', async () => {
    const session = fresh();
    expect(await session.saveIfChanged()).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('stores a new session once it holds something, and asks for the cookie only then', async () => {
    const session = fresh();
    session._csrf = 'secret';
    expect(await session.saveIfChanged()).toBe(true);
    expect(await rows()).toEqual([{ sid: session.sessionId, data: '{"_csrf":"secret"}' }]);
    expect(await session.saveIfChanged()).toBe(false);
  });

  it('writes a loaded session back only when its data changed', async () => {
    const first = fresh();
    first.userId = undefined;
    first.selection = 'C10001';
    await first.saveIfChanged();
    const writesBefore = db.generation;
    const again = await loaded(first.sessionId);
    expect(again.selection).toBe('C10001');
    expect(await again.saveIfChanged()).toBe(false);
    expect(db.generation).toBe(writesBefore);
    again.selection = 'C10002';
    expect(await again.saveIfChanged()).toBe(false); // same id: the browser keeps its cookie
    expect((await loaded(first.sessionId)).selection).toBe('C10002');
  });

  it('counts a value taken away (deleted or set to undefined) as a change', async () => {
    const first = fresh();
    Object.assign(first, { selection: 'C10001', signedInAt: 5, _csrf: 'secret' });
    await first.saveIfChanged();
    const again = await loaded(first.sessionId);
    again.signedInAt = undefined;
    delete again._csrf;
    await again.saveIfChanged();
    expect(await rows()).toEqual([{ sid: first.sessionId, data: '{"selection":"C10001"}' }]);
    expect({ ...(await loaded(first.sessionId)) }).toEqual({ selection: 'C10001' });
  });

  it('regenerate gives a new id with no data and ends the old one', async () => {
    const session = fresh();
    session._csrf = 'planted';
    await session.saveIfChanged();
    const oldId = session.sessionId;
    return session.regenerate().then(async () => {
      expect(session.sessionId).not.toBe(oldId);
      expect(session._csrf).toBeUndefined();
      expect(await store.get(oldId)).toBeNull();
      session.selection = 'C10001';
      expect(await session.saveIfChanged()).toBe(true);
      expect((await rows()).map((r) => r.sid)).toEqual([session.sessionId]);
    });
  });

  it('destroy ends the session on the server and stores nothing afterwards', async () => {
    const session = fresh();
    session.selection = 'C10001';
    await session.saveIfChanged();
    await session.destroy();
    expect(await rows()).toEqual([]);
    session.selection = 'C10003';
    expect(await session.saveIfChanged()).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('makes ids of 192 random bits', () => {
    const ids = new Set(Array.from({ length: 200 }, () => fresh().sessionId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('SqliteSessionStore in memory', () => {
  it('does not keep a session whose row went by cascade (a deleted user), even for a user given the same id', async () => {
    const now = new Date().toISOString();
    const insertUser = async () =>
      (await db.get<{ id: number }>(
        "INSERT INTO users (email, password_hash, name, role, created_at, updated_at) VALUES (@email, 'x', 'Someone', 'customer', @now, @now) RETURNING id",
        {
          email: `u${Math.random()}@example.test`,
          now,
        },
      ))!.id;
    const userId = await insertUser();
    await store.set('sid-1', { userId });
    expect(await store.get('sid-1')).toEqual({ userId });
    await db.run('DELETE FROM users WHERE id = @userId', { userId });
    // SQLite may hand the freed id out again.
    await db.run(
      "INSERT INTO users (id, email, password_hash, name, role, created_at, updated_at) VALUES (@userId, @email, 'x', 'Next', 'customer', @now, @now)",
      {
        userId,
        email: 'next@example.test',
        now,
      },
    );
    expect(await store.get('sid-1')).toBeNull();
  });

  it('trusts its copy only while nothing else was written to the database', async () => {
    await store.set('sid-2', { selection: 'C10001' });
    await db.exec('DELETE FROM sessions'); // behind the store's back, and a write: the copy is not trusted
    expect(await store.get('sid-2')).toBeNull();
    await store.set('sid-3', { selection: 'C10001' });
    const generation = db.generation;
    expect(await store.get('sid-3')).toEqual({ selection: 'C10001' });
    expect(db.generation).toBe(generation);
  });
});
