// `node scripts/prism.mjs`: the public API checked against its own OpenAPI document by a tool no
// one here wrote: Stoplight Prism as a validating proxy (`npx @stoplight/prism-cli`, fetched from
// the npm registry on first use). Not part of `npm test`.
//
// It starts its own API on moved ports (PORT_OFFSET, default 400: the API on 8090 + offset, Prism
// on 4010 + offset; its own DATA_DIR, seeded; the token throttle off), signs in as the demo
// customer, makes a read-write access token of one organisation and sends through Prism every GET
// operation of /api/openapi.json (plain, with updatedSince, a table's sort and filter models,
// If-None-Match, and the refusals: no token, an unknown id, a bad updatedSince) and the writes a
// customer's system makes (a quote request, a booking and its cancellation, a webhook: register,
// test, re-send, disable, enable, delete; the notification read marks). Prism checks each request
// and each answer against the document and says what breaks it (its `sl-violations` header); the
// script prints every request with a violation and the totals, and exits 1 when there is one.
// `--keep` keeps the work folder (the document, the API's log, a JSON report of every exchange).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portsFor, root } from './ports.mjs';
import { seedIfEmpty } from './seed.mjs';
import { helpIfAsked } from './usage.mjs';

helpIfAsked(import.meta.url);
const KEEP = process.argv.includes('--keep');
const PRISM = '@stoplight/prism-cli@5';
const offset = Number(process.env.PORT_OFFSET || '400');
const work = mkdtempSync(path.join(tmpdir(), 'portal-prism-'));
const env = {
  ...process.env,
  PORT_OFFSET: String(offset),
  DATA_DIR: path.join(work, 'data'),
  LOGIN_RATE_LIMIT: '0',
  QUOTE_RATE_LIMIT: '0',
  TOKEN_RATE_LIMIT: '0',
  // The webhook is registered at a loopback address that refuses connections: its deliveries fail.
  WEBHOOK_ALLOW_PRIVATE: '1',
  LOG_LEVEL: 'info',
};
const api = `http://127.0.0.1:${portsFor(env).api}`;
const prismPort = 4010 + offset;
const proxy = `http://127.0.0.1:${prismPort}`;
const children = [];

async function waitFor(what, ready, child, logFile) {
  for (let i = 0; i < 1800; i++) {
    if (await ready()) return;
    if (child.exitCode !== null) throw new Error(`${what} exited: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start (${logFile})`);
}

function start(what, command, args, options) {
  const logFile = path.join(work, `${what}.log`);
  const log = createWriteStream(logFile);
  // Its own process group: npx starts Prism as a child of its own, and both must stop.
  const child = spawn(command, args, { ...options, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  return { child, logFile };
}

async function startApi() {
  await seedIfEmpty(env, { quiet: true });
  const { child, logFile } = start('api', path.join(root, 'mock-api/node_modules/.bin/tsx'), ['src/server.ts'], { cwd: path.join(root, 'mock-api') });
  await waitFor('The API', () => existsSync(logFile) && readFileSync(logFile, 'utf8').includes('listening'), child, logFile);
}

async function startPrism(documentFile) {
  const args = ['--yes', PRISM, 'proxy', documentFile, api, '--port', String(prismPort), '--host', '127.0.0.1', '--errors', 'false'];
  const { child, logFile } = start('prism', 'npx', args, { cwd: work });
  const answers = async () => {
    try {
      await fetch(`${proxy}/api/health`);
      return true;
    } catch {
      return false;
    }
  };
  await waitFor('Prism', answers, child, logFile);
}

/** A portal session of the demo customer, to make the token with (the portal's own routes, not in the document). */
async function tokenOfDemoCustomer() {
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@portal.test', password: 'Customer!2345' }),
  });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const { csrfToken } = await login.json();
  const made = await fetch(`${api}/api/portal/accessTokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ name: 'Prism', expiresInDays: 7, access: 'write', organisations: ['C10001'] }),
  });
  if (made.status !== 200) throw new Error(`Token creation failed: ${made.status} ${await made.text()}`);
  return (await made.json()).token;
}

const exchanges = [];

/**
 * One request through Prism; what Prism found wrong with it or its answer is kept with it. A
 * `refusal` is a request made to be refused: Prism saying the request breaks the document is then
 * the document agreeing with the API, not a finding.
 */
async function send(label, method, address, { token, body, headers = {}, refusal = false } = {}) {
  const res = await fetch(`${proxy}${address}`, {
    method,
    headers: {
      accept: 'application/json, text/csv, application/pdf, */*',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const raw = res.headers.get('sl-violations');
  const violations = raw ? JSON.parse(raw) : [];
  const found = violations.filter((v) => !(refusal && v.location?.[0] === 'request'));
  exchanges.push({ label, method, address, status: res.status, violations: found, refusal, agreed: violations.length > found.length });
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : null;
  return { status: res.status, etag: res.headers.get('etag'), json };
}

const tableQuery = (extra = {}) => new URLSearchParams({ startRow: '0', endRow: '20', ...extra }).toString();
const json = (value) => JSON.stringify(value);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString();

async function run(token) {
  const get = (label, address, options = {}) => send(label, 'GET', address, { token, ...options });
  const post = (label, address, body, options = {}) => send(label, 'POST', address, { token, body, ...options });

  // Reads, each operation of the document at least once; the values the addresses need come from the lists.
  const shipments = (await get('shipments under way', '/api/shipments/shipments')).json?.shipments ?? [];
  await get('shipments under way since', `/api/shipments/shipments?updatedSince=${YESTERDAY}`);
  const dashboard = await get('dashboard data', '/api/shipments/data');
  if (dashboard.etag) await get('dashboard data, unchanged', '/api/shipments/data', { headers: { 'if-none-match': dashboard.etag } });
  await get('dashboard overview', '/api/shipments/overview');
  await get('dashboard totals', '/api/shipments/totals');
  await get('shipments updated', '/api/shipments/updated');
  const changes = await get('shipment changes', '/api/shipments/changes?limit=5');
  if (changes.json?.next) await get('shipment changes, next page', `/api/shipments/changes?limit=5&cursor=${encodeURIComponent(changes.json.next)}`);
  await get('shipment changes since', `/api/shipments/changes?updatedSince=${YESTERDAY}`);
  await get('shipment changes, bad updatedSince', '/api/shipments/changes?updatedSince=yesterday', { refusal: true });
  await get('shipment changes, bad cursor', '/api/shipments/changes?cursor=nonsense', { refusal: true });

  for (const mode of ['sea', 'air', 'roa', 'mul']) {
    const rows = await get(`${mode} table page`, `/api/myShipments/${mode}/rows?${tableQuery()}`);
    const first = rows.json?.rows?.[0] ?? shipments.find((s) => s.modality?.toLowerCase() === mode);
    await get(
      `${mode} table page, sorted and filtered`,
      `/api/myShipments/${mode}/rows?${tableQuery({ sortModel: json([{ colId: 'etd', sort: 'desc' }]), filterModel: json({ etd: { filterType: 'date', type: 'greaterThan', dateFrom: '2020-01-01' } }) })}`,
    );
    if (rows.etag) await get(`${mode} table page, unchanged`, `/api/myShipments/${mode}/rows?${tableQuery()}`, { headers: { 'if-none-match': rows.etag } });
    await get(`${mode} table page since`, `/api/myShipments/${mode}/rows?${tableQuery({ updatedSince: YESTERDAY })}`);
    await get(`${mode} table export`, `/api/myShipments/${mode}/export?${tableQuery({ sortModel: json([{ colId: 'etd', sort: 'asc' }]) })}`);
    if (first?.shipmentid) {
      await get(`${mode} shipment detail`, `/api/shipments/detail/${mode}/${first.shipmentid}`);
      await get(`${mode} shipment route`, `/api/shipments/route/${mode}/${first.shipmentid}`);
    }
  }
  await get('table page, bad sort model', `/api/myShipments/sea/rows?${tableQuery({ sortModel: '[{' })}`, { refusal: true });
  await get('table page, unknown column', `/api/myShipments/sea/rows?${tableQuery({ sortModel: json([{ colId: 'nope', sort: 'asc' }]) })}`, { refusal: true });
  await get('shipment detail, unknown', '/api/shipments/detail/sea/SEA00-000000');

  const quotes = (await get('open quotes', '/api/quotes')).json?.quotes ?? [];
  await get('open quotes since', `/api/quotes?updatedSince=${YESTERDAY}`);
  await get('open quotes, older address', '/api/shipments/quotes');
  await get('quote changes', '/api/quotes/changes?limit=5');
  await get('quote organisations', '/api/quotes/organisations');
  const offered = quotes.find((q) => q.quote_status === 'Offered');
  if (offered) {
    await get('offer', `/api/quotes/${offered.quote_nr}/offer`);
    await get('offer, older address', `/api/shipments/download/${offered.quote_nr}`);
    await get('offer, documents page address', `/api/documents/getDownloadFile/${offered.quote_nr}`);
  }
  await get('offer, unknown quote', '/api/quotes/Q00-000000/offer');

  await get('bookings', '/api/bookings');
  await get('booking changes', '/api/bookings/changes');

  const documents = await get('documents table page', `/api/myDocuments/documents/rows?${tableQuery()}`);
  await get('documents table page since', `/api/myDocuments/documents/rows?${tableQuery({ updatedSince: YESTERDAY })}`);
  await get('documents export', `/api/myDocuments/documents/export?${tableQuery()}`);
  const offerRows = await get('offer documents table page', `/api/myDocuments/quotes/rows?${tableQuery()}`);
  await get('offer documents export', `/api/myDocuments/quotes/export?${tableQuery({ format: 'xlsx' })}`);
  await get('document changes', '/api/documents/changes?limit=5');
  const document = documents.json?.rows?.[0];
  if (document) await get('document download', `/api/myDocuments/documents/getDownloadFile/${document.filename}`);
  const offerDocument = offerRows.json?.rows?.[0];
  if (offerDocument) await get('offer document download', `/api/myDocuments/quotes/getDownloadFile/${offerDocument.filename}`);
  await get('document download, unknown', '/api/myDocuments/documents/getDownloadFile/00000000-0000-0000-0000-000000000000');

  const network = await get('network data', '/api/networks/data');
  if (network.etag) await get('network data, unchanged', '/api/networks/data', { headers: { 'if-none-match': network.etag } });
  await get('network markers', '/api/networks/markers');
  const locations = (await get('network locations', '/api/networks/locations')).json?.locations ?? [];
  if (locations[0]) await get('network location', `/api/networks/locations/${locations[0].id}`);
  await get('network location, unknown', '/api/networks/locations/999999');
  await get('network offices', '/api/networks/offices');

  await get('search', '/api/search?q=SEA');
  await get('search, too short', '/api/search?q=S', { refusal: true });

  // Writes a customer's system makes.
  const today = new Date().toISOString().slice(0, 10);
  // Sea freight CIF: the origin's address and port and the destination port, as the document requires for it.
  const quoteRequest = {
    modality: 'SEA',
    inco_terms: 'CIF',
    inco_terms_location: 'Rotterdam',
    goods_description: 'Garden furniture',
    expected_departure: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    origin_country: 'CN',
    origin_city: 'Ningbo',
    origin_zipcode: '315800',
    origin_port: 'CNNGB',
    destination_country: 'NL',
    destination_city: null,
    destination_port: 'NLRTM',
    shipment_type: 'FCL',
    container_type: '40HC',
    package_type: 'Cartons',
    package_count: 120,
    weight: 2400,
    volume: null,
  };
  await post('quote request', '/api/quotes', quoteRequest);
  await post('quote request, older address', '/api/quotes/quotes/store', quoteRequest);
  await post('quote request, weight missing', '/api/quotes', { ...quoteRequest, weight: undefined }, { refusal: true });
  await post('quote request, container type off the list', '/api/quotes', { ...quoteRequest, container_type: "40' HC" }, { refusal: true });
  await post('quote request, origin port missing for CIF', '/api/quotes', { ...quoteRequest, origin_port: null }, { refusal: true });

  const bookable = quotes.find((q) => q.quote_status === 'Offered' && (!q.valid_until || q.valid_until >= today));
  if (bookable) {
    // Ready within the offer's validity.
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const booked = await post('booking', `/api/quotes/${bookable.quote_nr}/booking`, {
      cargoReadyDate: bookable.valid_until && bookable.valid_until < inAWeek ? bookable.valid_until : inAWeek,
      pickupContact: 'Anna Berg, +31 10 123 4567',
      deliveryContact: 'Li Wei, +86 21 5555 0101',
      customerReferences: 'PO-4711',
    });
    await get('bookings, after booking', '/api/bookings');
    const bookingNr = booked.json?.booking?.booking_nr;
    if (bookingNr) {
      await post('booking cancellation', `/api/bookings/${bookingNr}/cancel`);
      await post('booking cancellation, again', `/api/bookings/${bookingNr}/cancel`, undefined, { refusal: true });
    }
  }
  await post('booking, unknown quote', '/api/quotes/Q00-000000/booking', { cargoReadyDate: today, pickupContact: 'Anna Berg', deliveryContact: 'Li Wei' });

  const registered = await post('webhook registration', '/api/webhooks', {
    url: 'https://127.0.0.1:9/hooks/meridian',
    eventTypes: ['shipment.delayed', 'document.published'],
    description: 'ERP',
  });
  await post('webhook registration, http address', '/api/webhooks', { url: 'http://erp.example.com/hook', eventTypes: ['shipment.delayed'] }, { refusal: true });
  await get('webhooks', '/api/webhooks');
  const endpointId = registered.json?.endpoint?.id;
  if (endpointId) {
    await post('webhook test', `/api/webhooks/${endpointId}/test`);
    const deliveries = (await get('webhook deliveries', `/api/webhooks/${endpointId}/deliveries`)).json?.deliveries ?? [];
    if (deliveries[0]) await post('webhook re-send', `/api/webhooks/${endpointId}/deliveries/${deliveries[0].id}/resend`);
    await post('webhook enable', `/api/webhooks/${endpointId}/enable`);
    await send('webhook delete', 'DELETE', `/api/webhooks/${endpointId}`, { token });
  }
  await get('webhook deliveries, unknown endpoint', '/api/webhooks/999999/deliveries');

  const notifications = (await get('notifications', '/api/notifications')).json?.items ?? [];
  await get('unread notifications', '/api/notifications?state=unread');
  await get('notifications since', `/api/notifications?updatedSince=${YESTERDAY}`);
  await get('notification changes', '/api/notifications/changes');
  await get('unread count', '/api/notifications/unreadCount');
  if (notifications[0]) await post('notification read', `/api/notifications/${notifications[0].id}/read`);
  await post('notification read, unknown', '/api/notifications/999999999/read');
  await post('notifications all read', '/api/notifications/readAll');

  // Refusals.
  await send('no token', 'GET', '/api/shipments/shipments', { refusal: true });
  await send('unknown token', 'GET', '/api/quotes', { token: 'mfp_unknown', refusal: true });
}

/** Operations of the document that no request reached. */
function unreached(document) {
  const reached = new Set(exchanges.map((e) => `${e.method} ${e.address.split('?')[0]}`));
  const missing = [];
  for (const [address, operations] of Object.entries(document.paths ?? {}))
    for (const method of Object.keys(operations).filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))) {
      const pattern = new RegExp(`^${method.toUpperCase()} ${address.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (![...reached].some((r) => pattern.test(r))) missing.push(`${method.toUpperCase()} ${address}`);
    }
  return missing;
}

try {
  console.log(`› API on ${api}, Prism (${PRISM}) on ${proxy}; work folder ${work}`);
  await startApi();
  const document = await (await fetch(`${api}/api/openapi.json`)).json();
  const documentFile = path.join(work, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
  await startPrism(documentFile);
  await run(await tokenOfDemoCustomer());
  writeFileSync(path.join(work, 'report.json'), JSON.stringify(exchanges, null, 2));

  const faulty = exchanges.filter((e) => e.violations.length > 0);
  for (const e of faulty) {
    console.log(`✗ ${e.label}: ${e.method} ${e.address} → ${e.status}`);
    for (const v of e.violations) console.log(`    ${v.severity ?? ''} ${v.location?.join('.') ?? ''}: ${v.message} (${v.code ?? ''})`);
  }
  const statuses = exchanges.reduce((counts, e) => ({ ...counts, [e.status]: (counts[e.status] ?? 0) + 1 }), {});
  const refusals = exchanges.filter((e) => e.refusal);
  console.log(`\n${exchanges.length} requests, ${faulty.length} with violations; answers by status: ${json(statuses)}`);
  console.log(`${refusals.length} made to be refused: Prism found the request itself breaking the document in ${refusals.filter((e) => e.agreed).length} (the others only what the API checks itself)`);
  const missing = unreached(document);
  console.log(missing.length === 0 ? 'Every operation of the document was called.' : `Not called: ${missing.join(', ')}`);
  process.exitCode = faulty.length > 0 ? 1 : 0;
} finally {
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  if (!KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`Kept ${work}`);
}
