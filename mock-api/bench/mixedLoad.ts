import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { tableQueryString } from '@portal/contracts/table/queryString';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { PACKAGE_ROOT } from '../src/config';
import { DEMO, signIn } from '../test/helpers';

/**
 * Mixed reads and writes against a running API, as signed-in users of the portal do them: the
 * dashboard, the quotes list, table pages, profile reads, quote requests, contact messages and
 * selection switches. Every request picks one of several sessions at random, so scopes differ.
 * Used by bench/load.ts (the soak, 60 s by default) and test/reliability/load.test.ts (a short run).
 */
/** The API's environment for a load run: a few users send thousands of quotes and messages here. */
export const LOAD_ENV = { QUOTE_RATE_LIMIT: '0', CONTACT_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '0', LOG_LEVEL: 'warn' };
/** Node options for the API process: the memory probe, preloaded. */
export const MEMORY_PROBE_ARGS = ['--import', pathToFileURL(path.join(PACKAGE_ROOT, 'bench/memoryProbe.mjs')).href];

export interface MemorySample {
  t: number;
  rss: number;
  heapUsed: number;
}

export interface LoadOptions {
  baseUrl: string;
  durationS: number;
  connections: number;
}

export interface KindTally {
  sent: number;
  byStatus: Record<number, number>;
}

export interface LoadReport {
  durationS: number;
  connections: number;
  requests: number;
  statusCounts: Record<string, number>;
  /** Per request kind, by status: shows which kind a non-2xx came from. */
  kinds: Record<string, KindTally>;
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  requestsPerSecond: number;
  /** When the load ran (ms since the epoch): memory is judged over this span only. */
  startedAt: number;
  endedAt: number;
}

interface Session {
  cookie: string;
  csrf: string;
  /** Organisations this session may select (the switch never picks a group, so a quote needs no member). */
  organisations: string[];
}

async function openSessions(baseUrl: string): Promise<Session[]> {
  const users = [DEMO.customer, DEMO.customer, DEMO.basic, DEMO.admin];
  const sessions: Session[] = [];
  for (const user of users) {
    const client = await signIn(baseUrl, user.email, user.password);
    const options = await client.get<{ options: { value: string }[] }>('/portal/customerOptions');
    const organisations = options.body.options
      .map((o) => o.value)
      .filter((code) => !code.startsWith('00'))
      .slice(0, 3);
    sessions.push({ cookie: client.cookie!, csrf: client.csrfToken!, organisations });
  }
  return sessions;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

function quotePayload(n: number) {
  const modalities = ['SEA', 'AIR', 'ROA'] as const;
  const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
  return { ...formToPayload({ ...validQuoteForm(modalities[n % modalities.length]), departureDate, goodsDescription: `Load test ${n}` }), customer: null };
}

interface Kind {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (session: Session, n: number) => unknown;
}

/** One round of a connection; each connection goes through it in order, again and again. */
const ROUND: Kind[] = [
  { name: 'dashboard data', method: 'GET', path: '/api/shipments/data' },
  { name: 'quotes list', method: 'GET', path: '/api/shipments/quotes' },
  { name: 'table page (sea)', method: 'GET', path: `/api/myShipments/sea/rows?${tableQueryString({ startRow: 0, endRow: 100 })}` },
  { name: 'user profile', method: 'GET', path: '/api/portal/userProfile' },
  { name: 'quote store', method: 'POST', path: '/api/quotes/quotes/store', body: (_s, n) => quotePayload(n) },
  {
    name: 'table page (air, sorted)',
    method: 'GET',
    path: `/api/myShipments/air/rows?${tableQueryString({ startRow: 100, endRow: 200, sortModel: [{ colId: 'eta', sort: 'asc' }] })}`,
  },
  {
    name: 'contact',
    method: 'POST',
    path: '/api/contact/sendEmailMessage',
    body: (_s, n) => ({ subject: 'Support issue', message: `Message ${n} from the load test.`, method: 'email' }),
  },
  { name: 'selection switch', method: 'POST', path: '/api/portal/customer', body: (s) => ({ customer: pick(s.organisations) }) },
  { name: 'dashboard totals', method: 'GET', path: '/api/shipments/totals' },
];

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const sessions = await openSessions(options.baseUrl);
  const kinds: Record<string, KindTally> = Object.fromEntries(ROUND.map((k) => [k.name, { sent: 0, byStatus: {} }]));
  let n = 0;
  const requests = ROUND.map((kind) => ({
    method: kind.method,
    path: kind.path,
    setupRequest: (request: autocannon.Request) => {
      const session = pick(sessions);
      const headers: Record<string, string> = { accept: 'application/json', cookie: session.cookie };
      kinds[kind.name].sent++;
      if (!kind.body) return { ...request, headers };
      headers['content-type'] = 'application/json';
      headers['x-csrf-token'] = session.csrf;
      return { ...request, headers, body: JSON.stringify(kind.body(session, n++)) };
    },
    onResponse: (status: number) => {
      const tally = kinds[kind.name].byStatus;
      tally[status] = (tally[status] ?? 0) + 1;
    },
  }));

  const startedAt = Date.now();
  const result = await autocannon({ url: options.baseUrl, connections: options.connections, duration: options.durationS, requests, timeout: 30 });
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, s]) => [status, (s as { count: number }).count]));
  return {
    durationS: options.durationS,
    connections: options.connections,
    requests: result.requests.total,
    statusCounts,
    kinds,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: result.latency.mean },
    requestsPerSecond: result.requests.average,
    startedAt,
    endedAt: Date.now(),
  };
}

/** The `[memory] {…}` lines the probe (bench/memoryProbe.mjs) printed while the load ran. */
export function memorySamples(output: string, report: Pick<LoadReport, 'startedAt' | 'endedAt'>): MemorySample[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('[memory] '))
    .map((line) => JSON.parse(line.slice('[memory] '.length)) as MemorySample)
    .filter((s) => s.t >= report.startedAt && s.t <= report.endedAt);
}

export interface MemoryVerdict {
  steady: boolean | null;
  /** Why, in one line (or why there is no verdict). */
  reason: string;
}

const MB = 1024 * 1024;

/**
 * Steady memory: after a warm-up (the first quarter of the run), split the samples into thirds and
 * compare the last third with the first. The heap's floor (its lowest use in a third: what is left
 * after garbage collection, so the GC's sawtooth does not count) and the RSS peak must not rise by
 * more than 10 % or 16 MB (heap) / 32 MB (RSS), whichever is larger. A leak raises the floor
 * through the run; caches, JIT and the heap's growth to its working size settle during the
 * warm-up. No verdict for runs with fewer than 12 samples after the warm-up (about 6 s).
 */
export function memoryVerdict(samples: MemorySample[], durationS: number): MemoryVerdict {
  if (samples.length === 0) return { steady: null, reason: 'no memory samples' };
  const start = samples[0].t;
  const settled = samples.filter((s) => s.t - start >= (durationS * 1000) / 4);
  if (settled.length < 12) return { steady: null, reason: `${settled.length} samples after the warm-up: too few for a verdict` };
  const third = Math.floor(settled.length / 3);
  const first = settled.slice(0, third);
  const last = settled.slice(-third);
  const check = (label: string, of: (window: MemorySample[]) => number, floorMb: number) => {
    const before = of(first);
    const after = of(last);
    const allowed = Math.max(before * 0.1, floorMb * MB);
    return {
      ok: after - before <= allowed,
      text: `${label} ${(before / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB (allowed +${(allowed / MB).toFixed(1)})`,
    };
  };
  const heap = check('heap floor', (w) => Math.min(...w.map((s) => s.heapUsed)), 16);
  const rss = check('RSS peak', (w) => Math.max(...w.map((s) => s.rss)), 32);
  return { steady: heap.ok && rss.ok, reason: `first vs last third after the warm-up: ${heap.text}; ${rss.text}` };
}

export function formatReport(report: LoadReport, samples: MemorySample[], verdict: MemoryVerdict): string {
  const lines = [
    `load: ${report.requests} requests in ${report.durationS} s at ${report.connections} connections (${report.requestsPerSecond.toFixed(0)}/s), ${report.errors} errors, ${report.timeouts} timeouts`,
    `status: ${Object.entries(report.statusCounts)
      .map(([s, c]) => `${s}×${c}`)
      .join(' ')}`,
    `latency ms: p50 ${report.latencyMs.p50} p90 ${report.latencyMs.p90} p99 ${report.latencyMs.p99} max ${report.latencyMs.max}`,
    ...Object.entries(report.kinds).map(
      ([name, k]) =>
        `  ${name}: ${k.sent} sent, ${Object.entries(k.byStatus)
          .map(([s, c]) => `${s}×${c}`)
          .join(' ')}`,
    ),
  ];
  if (samples.length > 0) {
    const start = samples[0].t;
    const every = Math.max(1, Math.floor(samples.length / 12));
    lines.push('memory (s: rss / heap used, MB):');
    lines.push(
      '  ' +
        samples
          .filter((_s, i) => i % every === 0 || i === samples.length - 1)
          .map((s) => `${((s.t - start) / 1000).toFixed(0)}: ${(s.rss / MB).toFixed(0)} / ${(s.heapUsed / MB).toFixed(0)}`)
          .join(', '),
    );
  }
  lines.push(`memory steady: ${verdict.steady === null ? 'no verdict' : verdict.steady ? 'yes' : 'NO'} (${verdict.reason})`);
  return lines.join('\n');
}
