// `npm run scan`: an outside scan of the portal with tools no one here wrote: sqlmap and wapiti
// (Debian's packages, installed with apt when missing). Not part of `npm test`.
//
// It starts its own portal on moved ports (PORT_OFFSET, default 400; its own DATA_DIR; the sign-in,
// quote and contact throttles off, or the scanners see nothing but 429), signs in as a customer and
// as an administrator, and runs sqlmap over the table, search, download, sign-in and quote routes
// and wapiti over the same addresses, through the portal host. Traffic stays on loopback. Bounded
// in time: the default run takes about 10-15 minutes on 2 cores; `--long` scans deeper (level 3,
// risk 2) for about an hour. It prints requests sent, findings and the 5xx the API logged.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveApp } from '../host/src/serve-app.ts';
import { portsFor, root } from './ports.mjs';
import { seedIfEmpty } from './seed.mjs';
import { helpIfAsked } from './usage.mjs';

helpIfAsked(import.meta.url);
const LONG = process.argv.includes('--long');
const KEEP = process.argv.includes('--keep');
const PROFILE = {
  ...(LONG ? { level: 3, risk: 2, sqlmapSeconds: 300, wapitiSeconds: 1200 } : { level: 2, risk: 1, sqlmapSeconds: 70, wapitiSeconds: 150 }),
  // SCAN_SQLMAP_SECONDS (per target) and SCAN_WAPITI_SECONDS move the bounds.
  ...(Number(process.env.SCAN_SQLMAP_SECONDS) > 0 ? { sqlmapSeconds: Number(process.env.SCAN_SQLMAP_SECONDS) } : {}),
  ...(Number(process.env.SCAN_WAPITI_SECONDS) > 0 ? { wapitiSeconds: Number(process.env.SCAN_WAPITI_SECONDS) } : {}),
};

const offset = process.env.PORT_OFFSET || '400';
const work = mkdtempSync(path.join(tmpdir(), 'portal-scan-'));
const env = {
  ...process.env,
  PORT_OFFSET: offset,
  DATA_DIR: path.join(work, 'data'),
  LOGIN_RATE_LIMIT: '0',
  QUOTE_RATE_LIMIT: '0',
  CONTACT_RATE_LIMIT: '0',
  LOG_LEVEL: 'info',
};
const ports = portsFor(env);
const portal = `http://localhost:${ports.apps.shell}`;

function ensureTools() {
  const missing = ['sqlmap', 'wapiti'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Missing ${missing.join(' and ')}: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`› Installing ${missing.join(' and ')} (Debian packages)…`);
  const res = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('apt-get install failed');
}

/** The API under tsx (its new DATA_DIR seeded first), its log (one JSON line per request) kept in a file to count its 5xx from. */
async function startApi() {
  await seedIfEmpty(env, { quiet: true });
  const logFile = path.join(work, 'api.log');
  const log = createWriteStream(logFile);
  const child = spawn(path.join(root, 'mock-api/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(root, 'mock-api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  for (let i = 0; i < 1200; i++) {
    if (existsSync(logFile) && readFileSync(logFile, 'utf8').includes('listening')) return { child, logFile };
    if (child.exitCode !== null) throw new Error(`The API exited: ${readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The API did not start');
}

/** The portal host with the built shell, or a stand-in page when the shell is not built: the scan is of /api. */
async function startHost() {
  let distDir;
  if (!existsSync(path.join(root, 'shell/dist/index.html'))) {
    distDir = path.join(work, 'shell-dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
  }
  return serveApp('shell', env, { distDir });
}

async function signIn(email, password) {
  const res = await fetch(`${portal}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} failed: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const { csrfToken } = await res.json();
  return { cookie, csrfToken };
}

async function firstOf(session, url, pick) {
  const res = await fetch(`${portal}${url}`, { headers: { cookie: session.cookie } });
  return pick(await res.json());
}

/** What sqlmap tries: the table, search, download, sign-in and quote routes. */
async function targets(customer, admin) {
  const quotes = await firstOf(customer, '/api/shipments/quotes', (b) => (b.quotes ?? b.rows ?? b).filter?.((q) => q.can_download) ?? []);
  const offer = quotes[0]?.quote_nr ?? 'Q25-000001';
  const documents = await firstOf(customer, '/api/myDocuments/documents/rows?startRow=0&endRow=5', (b) => b.rows ?? []);
  const filename = documents[0]?.filename ?? documents[0]?.file_name ?? 'document.pdf';
  const tableQuery = `startRow=0&endRow=10&sortModel=${encodeURIComponent('[{"colId":"eta","sort":"desc"}]')}&filterModel=${encodeURIComponent('{"origin":{"filterType":"text","type":"contains","filter":"rot"}}')}`;
  const quote = {
    customer: null,
    modality: 'SEA',
    inco_terms: 'FOB',
    inco_terms_location: 'Rotterdam',
    goods_description: 'Machine parts',
    expected_departure: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    origin_country: 'NL',
    origin_city: null,
    origin_zipcode: null,
    origin_port: 'NLRTM',
    destination_country: 'US',
    destination_city: null,
    destination_zipcode: null,
    destination_port: 'USNYC',
    shipment_type: 'FCL',
    container_type: '20ft',
    vehicle_type: null,
    package_type: 'Pallet',
    package_type_2: null,
    package_type_3: null,
    pallet_exchange: false,
    package_count: 4,
    package_count_2: null,
    package_count_3: null,
    weight: 1200,
    volume: 6.5,
    loading_meters: null,
    temperature: null,
    tailgate: null,
    customs_handling: false,
    extra_goods_insurance: false,
    dangerous_goods: false,
    goods_value: null,
    dangerous_goods_class: null,
    special_instructions: 'Handle with care',
  };
  return [
    { name: 'table rows (customer)', session: customer, url: `${portal}/api/myShipments/sea/rows?${tableQuery}` },
    { name: 'table export (customer)', session: customer, url: `${portal}/api/myShipments/air/export?${tableQuery}` },
    {
      name: 'reference table (administrator)',
      session: admin,
      url: `${portal}/api/reference/customers/rows?${tableQuery.replace('eta', 'code').replace('origin', 'name')}`,
    },
    { name: 'search countries', session: customer, url: `${portal}/api/unlocode/countries`, data: { country: 'Neth' } },
    { name: 'search ports', session: customer, url: `${portal}/api/unlocode/ports`, data: { country: 'NL', port: 'Rot', modality: 'SEA' } },
    { name: 'download offer', session: customer, url: `${portal}/api/shipments/download/${offer}*` },
    { name: 'download document', session: customer, url: `${portal}/api/myDocuments/documents/getDownloadFile/${encodeURIComponent(filename)}*` },
    { name: 'sign-in', session: null, url: `${portal}/api/login`, data: { email: 'customer@portal.test', password: 'wrong-password' } },
    { name: 'quote request', session: customer, url: `${portal}/api/quotes/quotes/store`, data: quote },
  ];
}

function run(cmd, args, seconds, logFile) {
  return new Promise((resolve) => {
    const out = createWriteStream(logFile);
    const child = spawn('timeout', ['--signal=INT', '--kill-after=15', String(seconds), cmd, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('exit', (code) => out.end(() => resolve({ code, text: readFileSync(logFile, 'utf8') })));
  });
}

async function sqlmap(target, i) {
  const traffic = path.join(work, `sqlmap-${i}.traffic`);
  const args = [
    '-u',
    target.url,
    '--batch',
    `--level=${PROFILE.level}`,
    `--risk=${PROFILE.risk}`,
    '--threads=2',
    '--ignore-code=401,403,404,409,413,422,429',
    '--drop-set-cookie',
    '--answers=inject inside=Y,custom injection marker=Y',
    '-t',
    traffic,
    `--output-dir=${path.join(work, 'sqlmap')}`,
    '--flush-session',
    '-H',
    'X-Requested-With: XMLHttpRequest',
    '-H',
    `Origin: ${portal}`,
  ];
  if (target.session) args.push(`--cookie=${target.session.cookie}`, '-H', `X-CSRF-Token: ${target.session.csrfToken}`);
  if (target.data) args.push(`--data=${JSON.stringify(target.data)}`, '-H', 'Content-Type: application/json');
  const { text } = await run('sqlmap', args, PROFILE.sqlmapSeconds, path.join(work, `sqlmap-${i}.log`));
  const log = existsSync(traffic) ? readFileSync(traffic, 'utf8') : '';
  const requests = (log.match(/^HTTP request \[#\d+\]/gm) ?? []).length;
  // What the client saw (the host's answers too, which the API's log cannot hold).
  const seen5xx = [...log.matchAll(/^HTTP response \[#\d+\] \((\d{3})/gm)].filter((m) => Number(m[1]) >= 500).length;
  const injectable = /identified the following injection point|is vulnerable/i.test(text) ? 1 : 0;
  return { requests, injectable, seen5xx, done: !/user aborted|user quit/i.test(text) };
}

async function wapiti(customer, seeds) {
  const report = path.join(work, 'wapiti.json');
  const args = [
    '-u',
    `${portal}/`,
    '--scope',
    'folder',
    '--flush-session',
    '-m',
    'sql,blindsql,exec,file,xss,permanentxss,redirect,crlf',
    '--max-scan-time',
    String(PROFILE.wapitiSeconds),
    '--max-attack-time',
    String(Math.round(PROFILE.wapitiSeconds / 4)),
    '-H',
    `Cookie: ${customer.cookie}`,
    '-H',
    `X-CSRF-Token: ${customer.csrfToken}`,
    '-H',
    'X-Requested-With: XMLHttpRequest',
    '-f',
    'json',
    '-o',
    report,
    '--no-bugreport',
    ...seeds.flatMap((s) => ['-s', s]),
  ];
  const { text } = await run('wapiti', args, PROFILE.wapitiSeconds + 120, path.join(work, 'wapiti.log'));
  let findings = 0;
  let anomalies = 0;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    findings = Object.values(json.vulnerabilities ?? {}).reduce((n, list) => n + list.length, 0);
    anomalies = Object.values(json.anomalies ?? {}).reduce((n, list) => n + list.length, 0);
  } catch {
    console.log(`wapiti wrote no report; its output ends:\n${text.split('\n').slice(-8).join('\n')}`);
  }
  return { findings, anomalies };
}

/** Requests the API answered, and those it answered with a 5xx, from its own log. */
function apiCounts(logFile, fromLine = 0) {
  const lines = readFileSync(logFile, 'utf8').split('\n').slice(fromLine);
  let answered = 0;
  let serverErrors = 0;
  for (const line of lines) {
    if (!line.includes('"request completed"')) continue;
    answered++;
    const status = Number(/"statusCode":(\d+)/.exec(line)?.[1]);
    if (status >= 500) serverErrors++;
  }
  return { answered, serverErrors, lines: lines.length + fromLine };
}

async function main() {
  const started = Date.now();
  ensureTools();
  console.log(
    `› Portal for the scan on ${portal} (API on ${ports.api}), data in ${env.DATA_DIR}; ${LONG ? 'long run' : 'default run'}: sqlmap level ${PROFILE.level} risk ${PROFILE.risk}, ≤ ${PROFILE.sqlmapSeconds} s per target; wapiti ≤ ${PROFILE.wapitiSeconds} s`,
  );
  const api = await startApi();
  const host = await startHost();
  try {
    const customer = await signIn('customer@portal.test', 'Customer!2345');
    const admin = await signIn('admin@portal.test', 'Admin!2345');
    const list = await targets(customer, admin);
    const rows = [];
    let mark = apiCounts(api.logFile);
    for (const [i, target] of list.entries()) {
      const result = await sqlmap(target, i);
      const counts = apiCounts(api.logFile, mark.lines);
      mark = counts;
      rows.push({
        tool: 'sqlmap',
        target: target.name,
        requests: result.requests,
        apiAnswered: counts.answered,
        findings: result.injectable,
        api5xx: counts.serverErrors,
        finished: result.done ? 'yes' : 'time limit',
      });
      console.log(`  sqlmap ${target.name}: ${result.requests} requests, ${result.injectable} injectable, API 5xx ${counts.serverErrors}, 5xx seen by sqlmap ${result.seen5xx}`);
    }
    const seeds = list.filter((t) => !t.data && t.session === customer).map((t) => t.url.replace(/\*$/, ''));
    seeds.push(
      `${portal}/api/shipments/quotes`,
      `${portal}/api/portal/userProfile`,
      `${portal}/api/networks/offices`,
      `${portal}/shipments`,
      `${portal}/quotes/create`,
    );
    const w = await wapiti(customer, seeds);
    const counts = apiCounts(api.logFile, mark.lines);
    rows.push({
      tool: 'wapiti',
      target: 'seeded API and pages',
      requests: counts.answered,
      apiAnswered: counts.answered,
      findings: w.findings,
      api5xx: counts.serverErrors,
      finished: `${w.anomalies} anomalies`,
    });
    console.log(`  wapiti: ${counts.answered} requests answered by the API, ${w.findings} findings, ${w.anomalies} anomalies, API 5xx ${counts.serverErrors}`);

    const total = apiCounts(api.logFile);
    console.table(rows);
    const findings = rows.reduce((n, r) => n + r.findings, 0);
    console.log(`Requests sent (sqlmap traffic + wapiti): ${rows.reduce((n, r) => n + r.requests, 0)}; answered by the API in all: ${total.answered}`);
    console.log(`Findings: ${findings}; 5xx in the API's log: ${total.serverErrors}; ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    const seen = rows.reduce((n, r) => n + (r.seen5xx ?? 0), 0);
    if (seen > 0) console.log(`5xx seen by sqlmap (the host's answers included): ${seen}`);
    process.exitCode = findings === 0 && total.serverErrors === 0 && seen === 0 ? 0 : 1;
  } finally {
    await host.app.close();
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
    if (KEEP) console.log(`Kept ${work} (logs, traffic, reports)`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
