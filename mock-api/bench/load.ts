/**
 * Load / soak: mixed reads and writes at 50 connections against the real API in its own process.
 *   npx tsx bench/load.ts [--duration=60] [--connections=50] [--port=N]      (from mock-api/)
 *
 * Starts `src/server.ts` on a fresh DATA_DIR (temp dir) with the per-user quote and contact limits
 * off (a few users send thousands of requests here), the memory probe preloaded, on --port
 * (default API_PORT, else 8090 + PORT_OFFSET). Prints requests sent, status counts (overall and per
 * request kind), latency percentiles and the API's RSS / heap over time with the steady-memory
 * verdict (bench/mixedLoad.ts says how it is decided). Exit code 1 on any 5xx, error or timeout,
 * or memory that keeps growing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, stopApiProcess } from '../test/reliability/apiProcess';
import { formatReport, LOAD_ENV, MEMORY_PROBE_ARGS, memorySamples, memoryVerdict, runLoad } from './mixedLoad';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const durationS = arg('duration', 60);
const connections = arg('connections', 50);
const port = arg('port', Number(process.env.API_PORT || 8090 + Number(process.env.PORT_OFFSET || 0)));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
const api = await startApiProcess(dataDir, port, LOAD_ENV, MEMORY_PROBE_ARGS);
try {
  console.log(`API on ${api.baseUrl} (pid ${api.child.pid}), ${durationS} s at ${connections} connections…`);
  const report = await runLoad({ baseUrl: api.baseUrl, durationS, connections });
  const samples = memorySamples(api.output(), report);
  const verdict = memoryVerdict(samples, durationS);
  console.log(formatReport(report, samples, verdict));
  const fiveHundreds = Object.entries(report.statusCounts).filter(([s]) => Number(s) >= 500);
  if (fiveHundreds.length > 0 || report.errors > 0 || report.timeouts > 0 || verdict.steady === false) process.exitCode = 1;
} finally {
  await stopApiProcess(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
