import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatReport, LOAD_ENV, MEMORY_PROBE_ARGS, memorySamples, memoryVerdict, runLoad, type LoadReport } from '../../bench/mixedLoad';
import { openBareTestDb, type TestDb } from '../testDb';
import { freePort, startApiProcess, stopApiProcess, type ApiProcess } from './apiProcess';

/**
 * Mixed reads and writes at 50 connections against the API in its own process: no 5xx, no
 * connection errors or timeouts, and every kind of request answered as it should be. A short run
 * here; SOAK=1 runs the full 60 s and then also requires steady memory (see bench/mixedLoad.ts).
 * Timings are printed, never asserted.
 *
 * @runAlone: timings under its own load; runs after the other files, with nothing beside it (test/runner.cjs).
 */
const SOAK = process.env.SOAK === '1';
const DURATION_S = SOAK ? Number(process.env.SOAK_SECONDS || 60) : 8;
jest.setTimeout((DURATION_S + 90) * 1000);

let dataDir: string;
let api: ApiProcess | undefined;
/** On PostgreSQL: the API's database (seeded from the template); on SQLite startApiProcess seeds DATA_DIR before the API starts. */
let pgDb: TestDb | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-test-'));
  if (process.env.TEST_DATABASE_URL) pgDb = await openBareTestDb(dataDir, 'all');
  api = await startApiProcess(dataDir, await freePort(), { ...LOAD_ENV, ...(pgDb ? { DATABASE_URL: pgDb.url! } : {}) }, MEMORY_PROBE_ARGS);
});

afterAll(async () => {
  await stopApiProcess(api);
  await pgDb?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it(`serves ${DURATION_S} s of mixed reads and writes at 50 connections without a 5xx or an error`, async () => {
  const report: LoadReport = await runLoad({ baseUrl: api!.baseUrl, durationS: DURATION_S, connections: 50 });
  const samples = memorySamples(api!.output(), report);
  const verdict = memoryVerdict(samples, DURATION_S);
  console.log(formatReport(report, samples, verdict));

  expect(report.requests).toBeGreaterThan(0);
  expect(Object.keys(report.statusCounts).filter((s) => Number(s) >= 500)).toEqual([]);
  expect({ errors: report.errors, timeouts: report.timeouts }).toEqual({ errors: 0, timeouts: 0 });
  // Anything but a success or a throttle means a request of the mix is wrong, or the API is.
  expect(Object.keys(report.statusCounts).filter((s) => !/^2\d\d$/.test(s) && s !== '429')).toEqual([]);
  for (const [kind, tally] of Object.entries(report.kinds)) expect({ kind, ok: (tally.byStatus[200] ?? 0) > 0 }).toEqual({ kind, ok: true });
  if (SOAK) expect(verdict).toMatchObject({ steady: true });
});
