import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RemoteRoute } from '../../shared/kit/src/federation/registry.ts';
import { shipmentDetailRead, shipmentFirstPaint, type PaintRead } from './shipment-first-paint.ts';

const english = {
  'detail.title': 'Shipment {{id}}',
  'detail.facts.from': 'From',
  'detail.facts.to': 'To',
  'detail.facts.departure': 'Departure',
  'detail.facts.arrival': 'Arrival',
  'detail.facts.incoterm': 'Incoterm {{incoterm}}',
  'status.In transit': 'In transit',
  'modes.sea.name': 'Sea',
  place: '{{name}} ({{locode}})',
  'dates.etd': 'ETD {{date}}',
  'dates.atd': 'ATD {{date}}',
  'dates.eta': 'ETA {{date}}',
  'delay.late_one': '{{count}} day late',
  'delay.late_other': '{{count}} days late',
  'formats.day': 'YYYY-MM-DD',
};
const dutch = { ...english, 'detail.title': 'Zending {{id}}', 'detail.facts.from': 'Van', 'status.In transit': 'Onderweg', 'formats.day': 'D MMM YYYY', 'delay.late_other': '{{count}} dagen te laat' };
const route: RemoteRoute = {
  path: '/myshipments/*',
  title: 'MyShipments',
  pageReads: { '/myshipments/:mode/:id': ['/api/shipments/detail/:mode/:id'] },
  paintMessages: { en: english, nl: dutch },
};
const place = (name: string, locode: string, city: string) => ({ locode, name, city, country: 'Nowhere', lat: 0, lon: 0 });
const detail = {
  shipment: {
    shipmentid: 'SEA26-000006', modality: 'SEA', type: 'FCL', incoterm: 'FOB', goods: '<b>Shoes</b>', order_ref: 'PO-1', status: 'In transit',
    loadport: 'Fuzhou (CNFOC)', dischargeport: 'Le Havre (FRLEH)', etd: '2026-11-01', atd: '2026-11-02', eta: '2026-12-04', ata: null, arrival_estimate: null,
    carrier: 'Carrier & Sons', vehicle: null, cargo: '1 × 40', weight_kg: 1000, volume_m3: 30, delay_days: 3, container_number: 'MSCU1234565',
  },
  origin: place('Port of <Fuzhou>', 'CNFOC', 'Fuzhou'),
  destination: place('Port of Le Havre', 'FRLEH', 'Le Havre'),
  via: null,
  delivery: null,
};
/** An API that answers `body` with `status` and remembers what it was asked. */
function api(status: number, body: unknown, delayMs = 0) {
  const asked: { path: string; headers: Record<string, string> }[] = [];
  const read: PaintRead = async (path, headers) => {
    asked.push({ path, headers });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { status, body: JSON.stringify(body) };
  };
  return { read, asked };
}
const paint = (read: PaintRead, pathname = '/myshipments/sea/SEA26-000006', language = 'en', timeoutMs = 1000) =>
  shipmentFirstPaint(route, pathname, { language, readApi: read, headers: { cookie: 'portal.sid=abc' }, timeoutMs });

test("only a shipment's page of a route that publishes its words is drawn from its detail", () => {
  assert.equal(shipmentDetailRead(route, '/myshipments/sea/SEA26-000006'), '/api/shipments/detail/sea/SEA26-000006');
  assert.equal(shipmentDetailRead(route, '/myshipments/sea/a%2Fb'), '/api/shipments/detail/sea/a%2Fb');
  assert.equal(shipmentDetailRead(route, '/myshipments/sea'), null);
  assert.equal(shipmentDetailRead({ ...route, paintMessages: undefined }, '/myshipments/sea/SEA26-000006'), null);
});

test("the owner's page shows the reference, route, status and dates, read with the visitor's own session", async () => {
  const { read, asked } = api(200, detail);
  const page = await paint(read);
  assert.deepEqual(asked.map((a) => [a.path, a.headers.cookie, a.headers['accept-language']]), [['/api/shipments/detail/sea/SEA26-000006', 'portal.sid=abc', 'en']]);
  assert.equal(page?.title, 'Shipment SEA26-000006');
  assert.match(page!.html, /<h2 id="boot-shipment-title">SEA26-000006<\/h2><span class="badge">In transit<\/span>/);
  assert.match(page!.html, /<dt>From<\/dt><dd><strong>Port of &lt;Fuzhou&gt; \(CNFOC\)<\/strong>/);
  assert.match(page!.html, /<strong>Port of Le Havre \(FRLEH\)<\/strong>/);
  assert.match(page!.html, /ATD 2026-11-02/);
  assert.match(page!.html, /ETA 2026-12-04/);
  assert.match(page!.html, /3 days late/);
  // Everything written into the HTML is escaped.
  assert.match(page!.html, /Carrier &amp; Sons/);
  assert.match(page!.html, /&lt;b&gt;Shoes&lt;\/b&gt;/);
  assert.doesNotMatch(page!.html, /<b>Shoes/);
});

test("in the visitor's language, dates as the page writes them", async () => {
  const page = await paint(api(200, detail).read, '/myshipments/sea/SEA26-000006', 'nl');
  assert.equal(page?.title, 'Zending SEA26-000006');
  assert.match(page!.html, /<span class="badge">Onderweg<\/span>/);
  assert.match(page!.html, /<dt>Van<\/dt>/);
  assert.match(page!.html, /ATD 2 nov\.? 2026/);
  assert.match(page!.html, /3 dagen te laat/);
});

test("an unknown or another customer's reference, a failed or a slow read draw the plain skeleton", async () => {
  for (const read of [api(404, { message: 'Not found' }).read, api(500, {}).read, api(200, detail, 200).read, api(200, { ...detail, shipment: { ...detail.shipment, shipmentid: 'SEA26-999999' } }).read]) {
    const page = await paint(read, '/myshipments/sea/SEA26-000006', 'en', 100);
    assert.equal(page?.title, 'Shipment SEA26-000006');
    assert.match(page!.html, /blank-bar/);
    assert.doesNotMatch(page!.html, /Fuzhou|In transit|PO-1|boot-shipment-title/);
  }
  const hostile = await paint(api(404, {}).read, '/myshipments/sea/%3Cscript%3E', 'en', 100);
  assert.equal(hostile?.title, 'Shipment <script>');
  assert.doesNotMatch(hostile!.html, /<script>/);
});
