import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerSession, type PortalSession } from '../src/core/session';
import { SqliteSessionStore } from '../src/core/sessionStore';
import { openDb, type Db } from '../src/db';

let dir: string;
let db: Db;
let store: SqliteSessionStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-session-test-'));
  db = openDb(path.join(dir, 'portal.sqlite'));
  store = new SqliteSessionStore(db, 60_000, 3_600_000);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rows = () => db.all<{ sid: string; data: string }>('SELECT sid, data FROM sessions');
const fresh = () => new ServerSession(store, null, null) as PortalSession;
const loaded = (sid: string) => new ServerSession(store, sid, store.get(sid)) as PortalSession;

describe('ServerSession', () => {
  it('stores nothing for a visitor who holds nothing', () => {
    const session = fresh();
    expect(session.saveIfChanged()).toBe(false);
    expect(rows()).toEqual([]);
  });

  it('stores a new session once it holds something, and asks for the cookie only then', () => {
    const session = fresh();
    session._csrf = 'secret';
    expect(session.saveIfChanged()).toBe(true);
    expect(rows()).toEqual([{ sid: session.sessionId, data: '{"_csrf":"secret"}' }]);
    expect(session.saveIfChanged()).toBe(false);
  });

  it('writes a loaded session back only when its data changed', () => {
    const first = fresh();
    first.userId = undefined;
    first.selection = 'C10001';
    first.saveIfChanged();
    const writesBefore = db.generation;
    const again = loaded(first.sessionId);
    expect(again.selection).toBe('C10001');
    expect(again.saveIfChanged()).toBe(false);
    expect(db.generation).toBe(writesBefore);
    again.selection = 'C10002';
    expect(again.saveIfChanged()).toBe(false); // same id: the browser keeps its cookie
    expect(loaded(first.sessionId).selection).toBe('C10002');
  });

  it('counts a value taken away (deleted or set to undefined) as a change', () => {
    const first = fresh();
    Object.assign(first, { selection: 'C10001', signedInAt: 5, _csrf: 'secret' });
    first.saveIfChanged();
    const again = loaded(first.sessionId);
    again.signedInAt = undefined;
    delete again._csrf;
    again.saveIfChanged();
    expect(rows()).toEqual([{ sid: first.sessionId, data: '{"selection":"C10001"}' }]);
    expect({ ...loaded(first.sessionId) }).toEqual({ selection: 'C10001' });
  });

  it('regenerate gives a new id with no data and ends the old one', () => {
    const session = fresh();
    session._csrf = 'planted';
    session.saveIfChanged();
    const oldId = session.sessionId;
    return session.regenerate().then(() => {
      expect(session.sessionId).not.toBe(oldId);
      expect(session._csrf).toBeUndefined();
      expect(store.get(oldId)).toBeNull();
      session.selection = 'C10001';
      expect(session.saveIfChanged()).toBe(true);
      expect(rows().map((r) => r.sid)).toEqual([session.sessionId]);
    });
  });

  it('destroy ends the session on the server and stores nothing afterwards', async () => {
    const session = fresh();
    session.selection = 'C10001';
    session.saveIfChanged();
    await session.destroy();
    expect(rows()).toEqual([]);
    session.selection = 'C10003';
    expect(session.saveIfChanged()).toBe(false);
    expect(rows()).toEqual([]);
  });

  it('makes ids of 192 random bits', () => {
    const ids = new Set(Array.from({ length: 200 }, () => fresh().sessionId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('SqliteSessionStore in memory', () => {
  it('does not keep a session whose row went by cascade (a deleted user), even for a user given the same id', () => {
    const now = new Date().toISOString();
    const insertUser = () =>
      db.run("INSERT INTO users (email, password_hash, name, role, created_at, updated_at) VALUES (@email, 'x', 'Someone', 'customer', @now, @now)", {
        email: `u${Math.random()}@example.test`,
        now,
      }).lastInsertRowid;
    const userId = insertUser();
    store.set('sid-1', { userId });
    expect(store.get('sid-1')).toEqual({ userId });
    db.run('DELETE FROM users WHERE id = @userId', { userId });
    // SQLite may hand the freed id out again.
    db.run('INSERT INTO users (id, email, password_hash, name, role, created_at, updated_at) VALUES (@userId, @email, \'x\', \'Next\', \'customer\', @now, @now)', {
      userId,
      email: 'next@example.test',
      now,
    });
    expect(store.get('sid-1')).toBeNull();
  });

  it('trusts its copy only while nothing else was written to the database', () => {
    store.set('sid-2', { selection: 'C10001' });
    db.exec('DELETE FROM sessions'); // behind the store's back, and a write: the copy is not trusted
    expect(store.get('sid-2')).toBeNull();
    store.set('sid-3', { selection: 'C10001' });
    const generation = db.generation;
    expect(store.get('sid-3')).toEqual({ selection: 'C10001' });
    expect(db.generation).toBe(generation);
  });
});
