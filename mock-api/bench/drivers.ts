/**
 * Which PostgreSQL driver, and is a query builder worth it? One query, a user by id (the query
 * every signed-in request's cache miss makes), through each way in, one at a time and 20 in flight:
 *
 *   SqliteDb (better-sqlite3)            the embedded default, for scale
 *   PostgresDb (pg, named prepared)      what the API uses
 *   pg Pool.query (unnamed)              node-postgres without statement names
 *   postgres (porsager), prepared        the other well-kept driver
 *   Kysely over pg                       a typed query builder on top of node-postgres
 *
 * `DATABASE_URL=postgres://… npx tsx bench/drivers.ts`; without it a throw-away cluster is
 * started (scripts/postgres.mjs). Prints µs per query and queries per second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import postgres from 'postgres';
import { openDb, type Db } from '../src/db';
import { seedCore } from '../src/seed/core';
import { Random } from '../src/core/random';
import { SEED, seedDay } from '../src/seed';

const N = Number(process.env.N || 4000);
const IN_FLIGHT = 20;
const SQL = 'SELECT id, email, name, role, active FROM users WHERE id = @id';

interface Way {
  name: string;
  query(id: number): Promise<unknown>;
  close(): Promise<void>;
}

async function measure(way: Way, ids: number[]): Promise<{ serial: number; parallel: number }> {
  for (let i = 0; i < 500; i++) await way.query(ids[i % ids.length]); // warm up: connections, plans, JIT
  let t = performance.now();
  for (let i = 0; i < N; i++) await way.query(ids[i % ids.length]);
  const serial = ((performance.now() - t) * 1000) / N;
  t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < N) await way.query(ids[next++ % ids.length]);
    }),
  );
  const parallel = ((performance.now() - t) * 1000) / N;
  return { serial, parallel };
}

async function seeded(target: string): Promise<Db> {
  const db = await openDb(target);
  if (!(await db.get('SELECT id FROM users LIMIT 1'))) {
    await seedCore(db, new Random(SEED).fork('core'), seedDay());
    await db.syncIdentities();
  }
  return db;
}

async function main(): Promise<void> {
  let stopCluster: (() => Promise<void>) | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const { startPostgres } = (await import(path.join(import.meta.dirname, '../../scripts/postgres.mjs'))) as {
      startPostgres(o: { durable: boolean }): Promise<{ url: string; stop(): Promise<void> }>;
    };
    const cluster = await startPostgres({ durable: true });
    url = cluster.url;
    stopCluster = () => cluster.stop();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drivers-'));
  const sqlite = await seeded(path.join(dataDir, 'portal.sqlite'));
  const pgDb = await seeded(url);
  const ids = (await pgDb.all<{ id: number }>('SELECT id FROM users ORDER BY id')).map((r) => r.id);

  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const porsager = postgres(url, { max: 10, prepare: true, onnotice: () => {} });
  const kysely = new Kysely<{ users: { id: number; email: string; name: string; role: string; active: boolean } }>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
  });

  const ways: Way[] = [
    { name: 'SqliteDb (better-sqlite3)', query: (id) => sqlite.get(SQL, { id }), close: () => sqlite.close() },
    { name: 'PostgresDb (pg, named prepared)', query: (id) => pgDb.get(SQL, { id }), close: () => pgDb.close() },
    {
      name: 'pg Pool.query (unnamed)',
      query: (id) => pool.query('SELECT id, email, name, role, active FROM users WHERE id = $1', [id]),
      close: () => pool.end(),
    },
    {
      name: 'postgres (porsager), prepared',
      query: (id) => porsager`SELECT id, email, name, role, active FROM users WHERE id = ${id}`,
      close: () => porsager.end(),
    },
    {
      name: 'Kysely over pg',
      query: (id) => kysely.selectFrom('users').select(['id', 'email', 'name', 'role', 'active']).where('id', '=', id).executeTakeFirst(),
      close: () => kysely.destroy(),
    },
  ];

  console.log(`SELECT a user by id, ${N} times per way; µs per query (lower is better) and queries/s`);
  console.log(`${'way'.padEnd(34)} ${'1 at a time'.padStart(14)} ${`${IN_FLIGHT} in flight`.padStart(16)}`);
  for (const way of ways) {
    const { serial, parallel } = await measure(way, ids);
    const cell = (us: number) => `${us.toFixed(1).padStart(6)} µs ${String(Math.round(1e6 / us)).padStart(6)}/s`;
    console.log(`${way.name.padEnd(34)} ${cell(serial)} ${cell(parallel)}`);
  }
  for (const way of ways) await way.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (stopCluster) await stopCluster();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
