// Table page and UN/LOCODE search p95 at SEED_SCALE=large: runs the API's own benchmarks
// (mock-api/bench) and reads their summaries, so the scenarios live in one place.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../ports.mjs';

function runApiBench(file, args) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-json-'));
  const out = path.join(dir, 'summary.json');
  const res = spawnSync(path.join(root, 'mock-api/node_modules/.bin/tsx'), [`bench/${file}`, ...args, `--json=${out}`], {
    cwd: path.join(root, 'mock-api'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    throw new Error(`mock-api/bench/${file} wrote no summary (exit ${res.status})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const worst = (rows, pick, key) => Math.max(...rows.filter(pick).map((r) => Number(r[key])));

/** Worst p95 over the MyShipments table-page scenarios, and over the quote form's UN/LOCODE searches (HTTP). */
export function largeScaleP95() {
  const shipments = runApiBench('shipments.bench.ts', ['--slice-only', '--runs=200']);
  const unlocode = runApiBench('unlocode.bench.ts', ['--runs=1000', '--http-runs=200']);
  return {
    tablePageP95: worst(shipments, (r) => /page/.test(r.call), 'p95 ms'),
    unlocodeSearchP95: worst(unlocode, (r) => /\(HTTP\)/.test(r.search), 'p95 ms'),
  };
}
