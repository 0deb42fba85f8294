/**
 * What keeping uploads in the database costs a download: `npx tsx bench/fileBlobs.bench.ts [--runs=200]`
 * (from mock-api/). Stores files of 100 KB, 1 MB and 10 MB (the upload limit) in file_blobs of a
 * temporary database beside the same bytes on disk, then reads each --runs times both ways.
 * Prints the median and p95 ms per read. With DATABASE_URL=postgres://… the blobs go to that
 * (scratch) PostgreSQL database as BYTEA.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { putBlob, readBlob } from '../src/core/fileBlobs';
import { openDb, type Db } from '../src/db';

const runs = Number(process.argv.slice(2).find((a) => a.startsWith('--runs='))?.slice(7) ?? 200);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-blob-bench-'));
let db: Db;

async function measure(read: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p95: times[Math.floor(runs * 0.95)] };
}

async function main() {
  db = await openDb(process.env.DATABASE_URL || path.join(dir, 'portal.sqlite'));
  console.log(`engine: ${db.dialect.engine}`);
  console.log(`${'size'.padEnd(8)} ${'database median'.padStart(16)} ${'p95'.padStart(8)} ${'disk median'.padStart(12)} ${'p95'.padStart(8)}   (ms per read, ${runs} reads)`);
  for (const [label, size] of [['100 KB', 100 * 1024], ['1 MB', 1024 * 1024], ['10 MB', 10 * 1024 * 1024]] as const) {
    const bytes = crypto.randomBytes(size);
    const key = `documents/${crypto.randomUUID()}`;
    await db.tx(() => putBlob(db, key, bytes));
    const file = path.join(dir, key.replace('/', '-'));
    fs.writeFileSync(file, bytes);
    const fromDb = await measure(() => readBlob(db, key));
    const fromDisk = await measure(() => fs.promises.readFile(file));
    const f = (n: number) => n.toFixed(2).padStart(8);
    console.log(`${label.padEnd(8)} ${f(fromDb.median).padStart(16)} ${f(fromDb.p95)} ${f(fromDisk.median).padStart(12)} ${f(fromDisk.p95)}`);
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
