import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { DEMO, signIn, type TestClient } from '../helpers';
import { openBareTestDb, type TestDb } from '../testDb';
import { freePort, startApiProcess, stopApiProcess, type ApiProcess } from './apiProcess';

/**
 * Crash: kill -9 the API while many quote requests are in flight, start it again on the same
 * DATA_DIR, and check that the database passes its integrity check and that every request the API
 * acknowledged (200 with a quote number) is there, with the content that was sent.
 *
 * @runAlone: timings under its own load; runs after the other files, with nothing beside it (test/runner.cjs).
 */
jest.setTimeout(120_000);

const WORKERS_PER_USER = 12;
/** Kill once this many writes are acknowledged (or after KILL_AFTER_MS, whichever comes first). */
const KILL_AT_ACKS = 300;
const KILL_AFTER_MS = 15_000;
const MODALITIES = ['SEA', 'AIR', 'ROA'] as const;

interface Ack {
  quoteNr: string;
  marker: string;
  user: 'customer' | 'basic';
}

function payload(i: number, marker: string) {
  const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
  return { ...formToPayload({ ...validQuoteForm(MODALITIES[i % MODALITIES.length]), departureDate, goodsDescription: marker }), customer: null };
}

let dataDir: string;
let api: ApiProcess | undefined;
/** On PostgreSQL: the API's database (seeded from the template); on SQLite startApiProcess seeds DATA_DIR before the API starts. */
let pgDb: TestDb | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-test-'));
  if (process.env.TEST_DATABASE_URL) pgDb = await openBareTestDb(dataDir, 'all');
});

afterAll(async () => {
  await stopApiProcess(api);
  await pgDb?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The quotes the crash test wrote, as stored. */
async function storedMarkers(): Promise<Map<string, string>> {
  const sql = "SELECT quote_nr, goods_description FROM quotes WHERE goods_description LIKE 'Crash test %'";
  if (pgDb) return new Map((await pgDb.db.all<{ quote_nr: string; goods_description: string }>(sql)).map((r) => [r.quote_nr, r.goods_description]));
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    return new Map(
      db
        .prepare(sql)
        .all()
        .map((r) => [(r as { quote_nr: string }).quote_nr, (r as { goods_description: string }).goods_description]),
    );
  } finally {
    db.close();
  }
}

it('keeps every acknowledged quote request and a sound database after kill -9 under concurrent writes', async () => {
  const port = await freePort();
  // The per-user quote limit (30 a minute) would turn most of this burst into 429s.
  const env: Record<string, string> = { QUOTE_RATE_LIMIT: '0', ...(pgDb ? { DATABASE_URL: pgDb.url! } : {}) };
  api = await startApiProcess(dataDir, port, env);
  const clients: Record<Ack['user'], TestClient> = {
    customer: await signIn(api.baseUrl, DEMO.customer.email, DEMO.customer.password),
    basic: await signIn(api.baseUrl, DEMO.basic.email, DEMO.basic.password),
  };

  const acks: Ack[] = [];
  let inFlight = 0;
  let failedAfterKill = 0;
  let killed = false;
  const rejected: string[] = [];
  let killNow!: () => void;
  const killSignal = new Promise<void>((resolve) => (killNow = resolve));

  const worker = async (user: Ack['user'], w: number) => {
    for (let i = 0; ; i++) {
      const marker = `Crash test ${user} ${w}-${i}`;
      inFlight++;
      try {
        const res = await clients[user].post('/quotes/quotes/store', payload(i, marker));
        if (res.status === 200 && typeof res.body.quote_nr === 'string') {
          acks.push({ quoteNr: res.body.quote_nr, marker, user });
          if (acks.length >= KILL_AT_ACKS) killNow();
        } else rejected.push(`${res.status} ${res.text.slice(0, 300)}`);
      } catch {
        // The connection died with the process: not acknowledged, so no promise to keep.
        if (!killed) throw new Error(`a request failed before the kill:\n${api!.output()}`);
        failedAfterKill++;
        return;
      } finally {
        inFlight--;
      }
      if (killed) return;
    }
  };
  const workers = (['customer', 'basic'] as const).flatMap((user) => Array.from({ length: WORKERS_PER_USER }, async (_, w) => worker(user, w)));

  let deadline: NodeJS.Timeout | undefined;
  await Promise.race([killSignal, new Promise((resolve) => (deadline = setTimeout(resolve, KILL_AFTER_MS)))]);
  clearTimeout(deadline);
  const inFlightAtKill = inFlight;
  killed = true;
  api.child.kill('SIGKILL');
  expect(await api.exited).toBe('SIGKILL');
  await Promise.all(workers);
  const acked = [...acks];

  // Every rejection would be a bug in the payload, not a crash effect: there must be none.
  expect(rejected.slice(0, 3)).toEqual([]);
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(acked.length).toBeGreaterThanOrEqual(50);

  api = await startApiProcess(dataDir, port, env);
  expect(api.output()).not.toContain('Seeded a new database');

  const stored = await storedMarkers();
  const missing = acked.filter((a) => stored.get(a.quoteNr) !== a.marker);
  expect(missing).toEqual([]);
  console.log(
    `crash test (${pgDb ? 'PostgreSQL' : 'SQLite'}): ${acked.length} writes acknowledged and found intact after kill -9 with ${inFlightAtKill} in flight ` +
      `(${failedAfterKill} cut off; ${stored.size - acked.length} committed without an answer)${pgDb ? '' : '; integrity_check ok'}`,
  );

  // The sessions survive the restart (they live in SQLite): each user lists their own acknowledged quotes.
  for (const user of ['customer', 'basic'] as const) {
    const res = await clients[user].get<{ quotes: { quote_nr: string }[] }>('/shipments/quotes');
    expect(res.status).toBe(200);
    const listed = new Set(res.body.quotes.map((q) => q.quote_nr));
    expect(acked.filter((a) => a.user === user && !listed.has(a.quoteNr))).toEqual([]);
  }

  // Numbering carries on after the crash without reusing an acknowledged number.
  const next = await clients.customer.post('/quotes/quotes/store', payload(0, 'After the crash'));
  expect(next.status).toBe(200);
  expect(acked.map((a) => a.quoteNr)).not.toContain(next.body.quote_nr);
});
