// better-sqlite3 against Node's built-in node:sqlite, on what the Db class (src/db/db.ts) does:
// named parameters written `@name` and bound from keys without the `@`, WAL, nested transactions,
// streaming a large result, and whether a statement is read-only. Prints what each driver offers
// and the time of the same work. `node mock-api/bench/sqliteDrivers.mjs [rows]` (Node 22.13+).
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(path.join(import.meta.dirname, '../package.json'));
const BetterSqlite = require('better-sqlite3');
const { DatabaseSync } = await import('node:sqlite');

const ROWS = Number(process.argv[2] ?? 50_000);
const LOOKUPS = 50_000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-drivers-'));
const SCHEMA = 'CREATE TABLE shipment (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, ref TEXT NOT NULL, weight REAL)';
const INSERT = 'INSERT INTO shipment (customer, ref, weight) VALUES (@customer, @ref, @weight)';
const LOOKUP = 'SELECT id, ref, weight FROM shipment WHERE customer = @customer AND id = @id';
const SCAN = 'SELECT id, customer, ref, weight FROM shipment WHERE customer = @customer ORDER BY id';

const row = (i) => ({ customer: `C${i % 50}`, ref: `REF-${i}`, weight: i * 1.5 });

function time(fn) {
  const t = process.hrtime.bigint();
  const result = fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, result };
}

/** Each driver behind the few operations the Db class needs. */
const drivers = {
  'better-sqlite3': (file) => {
    const db = new BetterSqlite(file);
    return {
      wal: () => db.pragma('journal_mode = WAL', { simple: true }),
      exec: (sql) => db.exec(sql),
      prepare: (sql) => db.prepare(sql),
      readonly: (stmt) => stmt.readonly,
      // Nested calls become savepoints.
      tx: (fn) => db.transaction(fn)(),
      close: () => db.close(),
    };
  },
  'node:sqlite': (file) => {
    const db = new DatabaseSync(file);
    let depth = 0;
    return {
      wal: () => db.prepare('PRAGMA journal_mode = WAL').get().journal_mode,
      exec: (sql) => db.exec(sql),
      prepare: (sql) => db.prepare(sql),
      // StatementSync has no readonly flag (sqlite3_stmt_readonly is not exposed).
      readonly: (stmt) => stmt.readonly,
      // No transaction helper: BEGIN/COMMIT and SAVEPOINTs by hand.
      tx: (fn) => {
        const name = `sp${depth}`;
        db.exec(depth === 0 ? 'BEGIN' : `SAVEPOINT ${name}`);
        depth++;
        try {
          const result = fn();
          depth--;
          db.exec(depth === 0 ? 'COMMIT' : `RELEASE ${name}`);
          return result;
        } catch (err) {
          depth--;
          db.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${name}; RELEASE ${name}`);
          throw err;
        }
      },
      close: () => db.close(),
    };
  },
};

for (const [name, open] of Object.entries(drivers)) {
  const db = open(path.join(dir, `${name.replace(/\W/g, '_')}.db`));
  const journal = db.wal();
  db.exec(SCHEMA);
  const insert = db.prepare(INSERT);
  const lookup = db.prepare(LOOKUP);
  const scan = db.prepare(SCAN);
  const load = time(() =>
    db.tx(() => {
      for (let i = 0; i < ROWS; i++) insert.run(row(i));
    }),
  );
  let nestedRolledBack = false;
  db.tx(() => {
    insert.run(row(-1));
    try {
      db.tx(() => {
        insert.run(row(-2));
        throw new Error('inner');
      });
    } catch {
      nestedRolledBack = true;
    }
  });
  const kept = db.prepare("SELECT count(*) AS n FROM shipment WHERE ref IN ('REF--1', 'REF--2')").get().n;
  const lookups = time(() => {
    let found = 0;
    for (let i = 1; i <= LOOKUPS; i++) if (lookup.get({ customer: `C${(i - 1) % 50}`, id: i })) found++;
    return found;
  });
  const streamed = time(() => {
    let n = 0;
    for (const r of scan.iterate({ customer: 'C7' })) n += r.ref ? 1 : 0;
    return n;
  });
  console.log(
    `${name.padEnd(15)} journal=${journal} readonly flag=${String(db.readonly(lookup)).padEnd(9)} nested tx: inner rolled back ${nestedRolledBack && kept === 1 ? 'yes' : 'NO'}` +
      ` | insert ${ROWS} in one tx ${load.ms.toFixed(0)} ms | ${LOOKUPS} named-param lookups ${lookups.ms.toFixed(0)} ms (${lookups.result} found)` +
      ` | iterate ${streamed.result} rows ${streamed.ms.toFixed(1)} ms`,
  );
  db.close();
}
rmSync(dir, { recursive: true, force: true });
console.log(`Node ${process.version}`);
