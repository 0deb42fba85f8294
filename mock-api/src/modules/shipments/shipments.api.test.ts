import { DASHBOARD_FIRST_ROWS, type Shipment, type ShipmentsData, type ShipmentsOverview } from '@portal/contracts/shipments';
import { mapInOrder } from '../../core/inOrder';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

jest.setTimeout(30_000);

let server: TestServer;
let customer: TestClient;

const MODES = ['sea', 'air', 'roa', 'mul'] as const;
const idOf = async (code: string) => (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
const ownerOf = async (shipmentid: string) =>
  (await server.db.get<{ code: string }>('SELECT c.code FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE s.shipmentid = @shipmentid', {
    shipmentid,
  }))!.code;
const count = async (sql: string, params = {}) => (await server.db.get<{ n: number }>(sql, params))!.n;

async function select(client: TestClient, code: string) {
  const res = await client.post('/portal/customer', { customer: code });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  await select(customer, 'C10001');
  // The full seed of every slice, on a shared machine: more than jest's default 5 s.
}, 120_000);
afterAll(async () => server.close());

describe('the seed', () => {
  it('gives every organisation hundreds of shipments over all four modalities', async () => {
    const rows = await server.db.all<{ customer_id: number; n: number; modes: number }>(
      'SELECT customer_id, COUNT(*) AS n, COUNT(DISTINCT modality) AS modes FROM shipments GROUP BY customer_id',
    );
    expect(rows.length).toBe(await count('SELECT COUNT(*) AS n FROM customers'));
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(200);
      expect(row.modes).toBe(4);
    }
  });

  it('dates no creation or update after the seed', async () => {
    expect(
      await count('SELECT COUNT(*) AS n FROM shipments WHERE updated_at > @now OR created_at > @now OR created_at > updated_at', {
        now: new Date().toISOString(),
      }),
    ).toBe(0);
  });
});

describe('GET /api/shipments/data', () => {
  it('answers the active shipments per modality, the totals and the last update', async () => {
    const res = await customer.get('/shipments/data');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['air', 'co2e', 'mul', 'performance', 'roa', 'sea', 'totals', 'updated']);
    expect(Object.keys(res.body.totals).sort()).toEqual(['AIR', 'MUL', 'ROA', 'SEA']);
    expect(new Date(res.body.updated).toISOString()).toBe(res.body.updated);
    const c1 = await idOf('C10001');
    for (const mode of MODES) {
      const list = res.body[mode];
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBe(
        await count(`SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c1 AND modality = @m AND etd IS NOT NULL AND delivered_at IS NULL`, {
          c1,
          m: mode.toUpperCase(),
        }),
      );
      for (const s of list) {
        expect(s.modality).toBe(mode.toUpperCase());
        expect(s.etd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isInteger(s.progress) && s.progress >= 0 && s.progress <= 100).toBe(true);
        expect(typeof s.departure_lat).toBe('number');
        expect(s).not.toHaveProperty('customer_id');
      }
      // Sorted by ETA: what arrives next first.
      expect(list.map((s: { eta: string }) => s.eta)).toEqual([...list.map((s: { eta: string }) => s.eta)].sort());
    }
    const sample = res.body.sea[0];
    expect(Object.keys(sample).sort()).toEqual(
      ['arrival', 'arrival_city', 'arrival_country', 'arrival_lat', 'arrival_long', 'arrival_name', 'ata', 'atd', 'departure', 'departure_city', 'departure_country', 'departure_lat', 'departure_long', 'departure_name', 'dischargeport', 'eta', 'etd', 'goods', 'incoterm', 'loadport', 'modality', 'order_ref', 'progress', 'shipmentid', 'type', 'delay_days', 'delayed', 'co2e_kg', 'updatedAt'].sort(),
    );
  });

  it('keeps progress at 100 for a shipment at the port with on-carriage open, and drops delivered ones', async () => {
    const res = await customer.get('/shipments/data');
    const all = MODES.flatMap((m) => res.body[m]);
    const arrived = all.filter((s: { ata: string | null }) => s.ata);
    for (const s of arrived) expect(s.progress).toBe(100);
    for (const s of all.filter((s: { atd: string | null }) => !s.atd)) expect(s.progress).toBe(0);
    const delivered = await server.db.all<{ shipmentid: string }>(
      'SELECT shipmentid FROM shipments WHERE customer_id = @c AND delivered_at IS NOT NULL LIMIT 50',
      { c: await idOf('C10001') },
    );
    const shown = new Set(all.map((s: { shipmentid: string }) => s.shipmentid));
    expect(delivered.length).toBeGreaterThan(0);
    for (const d of delivered) expect(shown.has(d.shipmentid)).toBe(false);
  });

  it('never lists a shipment without an ETD', async () => {
    const unplanned = await server.db.all<{ shipmentid: string }>('SELECT shipmentid FROM shipments WHERE customer_id = @c AND etd IS NULL', {
      c: await idOf('C10001'),
    });
    expect(unplanned.length).toBeGreaterThan(0);
    const res = await customer.get('/shipments/data');
    const shown = new Set(MODES.flatMap((m) => res.body[m]).map((s: { shipmentid: string }) => s.shipmentid));
    for (const u of unplanned) expect(shown.has(u.shipmentid)).toBe(false);
  });
});

describe('GET /api/shipments/overview', () => {
  /** Progress moves with the clock and each answer may be kept a minute: a point either way. */
  const withoutProgress = ({ progress: _progress, ...rest }: Shipment) => rest;
  async function expectSameAsData(client: TestClient) {
    const [overview, data] = await Promise.all([client.get('/shipments/overview'), client.get('/shipments/data')]);
    expect(overview.status).toBe(200);
    const o = overview.body as ShipmentsOverview;
    const d = data.body as ShipmentsData;
    expect(Object.keys(o).sort()).toEqual(['active', 'co2e', 'first', 'performance', 'totals', 'updated']);
    expect(o.totals).toEqual(d.totals);
    expect(o.updated).toBe(d.updated);
    expect(o.performance).toEqual(d.performance);
    expect(o.co2e).toEqual(d.co2e);
    for (const mode of MODES) {
      // The counts the tabs and the badge show, and the start of each list (the selected shipment is its first).
      expect({ mode, active: o.active[mode.toUpperCase() as keyof typeof o.active] }).toEqual({ mode, active: d[mode].length });
      const start = d[mode].slice(0, DASHBOARD_FIRST_ROWS);
      expect(o.first[mode].map(withoutProgress)).toEqual(start.map(withoutProgress));
      o.first[mode].forEach((s, i) => expect(Math.abs(s.progress - start[i].progress)).toBeLessThanOrEqual(1));
    }
    return o;
  }

  it("is the dashboard's answer without its lists: the same figures, counts and first shipments", async () => {
    const o = await expectSameAsData(customer);
    // The organisation has more shipments under way than the overview carries.
    expect(o.first.sea).toHaveLength(DASHBOARD_FIRST_ROWS);
    expect(o.active.SEA).toBeGreaterThan(DASHBOARD_FIRST_ROWS);
  });

  it('answers for the selection only: another organisation, a group, a customer of one organisation', async () => {
    const other = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(other, 'C10002');
    const o2 = await expectSameAsData(other);
    expect(new Set(await mapInOrder(MODES.flatMap((m) => o2.first[m]), async (s) => ownerOf(s.shipmentid)))).toEqual(new Set(['C10002']));
    const c2 = await idOf('C10002');
    expect(o2.active.SEA).toBe(await count("SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c2 AND modality = 'SEA' AND etd IS NOT NULL AND delivered_at IS NULL", { c2 }));

    const group = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(group, '0010');
    const og = await expectSameAsData(group);
    const members = await mapInOrder(['C10001', 'C10002', 'C10003'], idOf);
    expect(og.active.AIR).toBe(
      await count(`SELECT COUNT(*) AS n FROM shipments WHERE customer_id IN (${members.join(',')}) AND modality = 'AIR' AND etd IS NOT NULL AND delivered_at IS NULL`),
    );
    const owners = new Set(await mapInOrder(MODES.flatMap((m) => og.first[m]), async (s) => ownerOf(s.shipmentid)));
    for (const owner of owners) expect(['C10001', 'C10002', 'C10003']).toContain(owner);

    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const ob = await expectSameAsData(basic);
    expect(new Set(await mapInOrder(MODES.flatMap((m) => ob.first[m]), async (s) => ownerOf(s.shipmentid)))).toEqual(new Set(['C10010']));
    // What one organisation sees is not another's.
    expect(ob.first.sea[0]?.shipmentid).not.toBe(o2.first.sea[0]?.shipmentid);
  });

  it('follows a switch of the selection', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(client, 'C10001');
    const before = (await client.get('/shipments/overview')).body as ShipmentsOverview;
    await select(client, 'C10003');
    const after = await expectSameAsData(client);
    expect(after.first.sea[0].shipmentid).not.toBe(before.first.sea[0].shipmentid);
    expect(new Set(await mapInOrder(MODES.flatMap((m) => after.first[m]), async (s) => ownerOf(s.shipmentid)))).toEqual(new Set(['C10003']));
  });
});

describe('GET /api/shipments/shipments, /totals, /updated', () => {
  it('/shipments lists the same active shipments as /data', async () => {
    const [list, data] = await Promise.all([customer.get('/shipments/shipments'), customer.get('/shipments/data')]);
    expect(list.status).toBe(200);
    expect(list.body.updated).toBe(data.body.updated);
    expect(list.body.shipments.map((s: { shipmentid: string }) => s.shipmentid).sort()).toEqual(
      MODES.flatMap((m) => data.body[m])
        .map((s: { shipmentid: string }) => s.shipmentid)
        .sort(),
    );
  });

  it('/totals counts the listed shipments per modality, keyed ROA, SEA, MUL, AIR', async () => {
    const res = await customer.get('/shipments/totals');
    expect(res.status).toBe(200);
    const c = await idOf('C10001');
    for (const m of ['SEA', 'AIR', 'ROA', 'MUL']) {
      expect(res.body.totals[m]).toBe(
        await count('SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c AND modality = @m AND etd IS NOT NULL', { c, m }),
      );
    }
  });

  it('/updated is the latest change in scope', async () => {
    const res = await customer.get('/shipments/updated');
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(
      (await server.db.get<{ u: string }>('SELECT MAX(updated_at) AS u FROM shipments WHERE customer_id = @c', { c: await idOf('C10001') }))!.u,
    );
  });

  it('refuses a visitor without a session', async () => {
    for (const path of ['/shipments/data', '/shipments/overview', '/shipments/shipments', '/shipments/totals', '/shipments/updated', '/myShipments/sea/initTable']) {
      expect((await new TestClient(server.baseUrl).get(path)).status).toBe(401);
    }
  });
});

describe('scoping', () => {
  const foreignId = async () =>
    (await server.db.get<{ shipmentid: string }>(
      "SELECT s.shipmentid FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE c.code = 'C10005' AND s.modality = 'SEA' AND s.etd IS NOT NULL AND s.delivered_at IS NULL LIMIT 1",
    ))!.shipmentid;

  it('an organisation sees only its own shipments', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(client, 'C10002');
    const data = await client.get('/shipments/data');
    const owners = new Set(
      await mapInOrder(
        MODES.flatMap((m) => data.body[m]),
        async (s: { shipmentid: string }) => ownerOf(s.shipmentid),
      ),
    );
    expect([...owners]).toEqual(['C10002']);
    const rows = await client.table('/myShipments/sea/rows', { startRow: 0, endRow: 500 });
    expect(new Set(await mapInOrder(rows.body.rows, async (r: { shipmentid: string }) => ownerOf(r.shipmentid)))).toEqual(new Set(['C10002']));
    const probe = await client.table('/myShipments/sea/rows', {
      startRow: 0,
      endRow: 10,
      filterModel: { shipmentid: { filterType: 'text', type: 'equals', filter: await foreignId() } },
    });
    expect(probe.body).toEqual({ rows: [], total: 0 });
  });

  it('a group sees the union of its members and nothing else', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(client, '0010');
    const totals = (await client.get('/shipments/totals')).body.totals;
    const members = await mapInOrder(['C10001', 'C10002', 'C10003'], idOf);
    expect(totals.SEA).toBe(
      await count(`SELECT COUNT(*) AS n FROM shipments WHERE customer_id IN (${members.join(',')}) AND modality = 'SEA' AND etd IS NOT NULL`),
    );
    const data = await client.get('/shipments/data');
    const owners = new Set(
      await mapInOrder(
        MODES.flatMap((m) => data.body[m]),
        async (s: { shipmentid: string }) => ownerOf(s.shipmentid),
      ),
    );
    expect([...owners].sort()).toEqual(['C10001', 'C10002', 'C10003']);
    const probe = await client.table('/myShipments/sea/rows', {
      startRow: 0,
      endRow: 10,
      filterModel: { shipmentid: { filterType: 'text', type: 'contains', filter: await foreignId() } },
    });
    expect(probe.body.total).toBe(0);
    const csv = await client.table('/myShipments/sea/export', {
      filterModel: { shipmentid: { filterType: 'text', type: 'equals', filter: await foreignId() } },
    });
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\n')).toHaveLength(1);
  });

  it('cannot select another customer’s organisation, and keeps its own data', async () => {
    const client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await client.post('/portal/customer', { customer: 'C10005' })).status).toBe(403);
    const data = await client.get('/shipments/data');
    const owners = new Set(
      await mapInOrder(
        MODES.flatMap((m) => data.body[m]),
        async (s: { shipmentid: string }) => ownerOf(s.shipmentid),
      ),
    );
    expect([...owners]).toEqual(['C10010']);
  });
});

describe('myShipments tables', () => {
  it('initTable gives the columns, ETD and ETA bounds and the default sort', async () => {
    const res = await customer.get('/myShipments/air/initTable');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('myShipments.air');
    const fields = res.body.columns.map((c: { field: string }) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['shipmentid', 'etd', 'eta', 'atd', 'ata', 'departure_name', 'arrival_name', 'goods', 'progress']));
    const c = await idOf('C10001');
    const bounds = (await server.db.get<Record<string, string>>(
      "SELECT MIN(etd) AS a, MAX(etd) AS b, MIN(eta) AS c, MAX(eta) AS d FROM shipments WHERE customer_id = @c AND modality = 'AIR' AND etd IS NOT NULL",
      { c },
    ))!;
    expect(res.body.filterData).toEqual({ etd: { min: bounds.a, max: bounds.b }, eta: { min: bounds.c, max: bounds.d } });
    expect(res.body.defaultSort).toEqual([{ colId: 'etd', sort: 'desc' }]);
    const road = await customer.get('/myShipments/roa/initTable');
    expect(road.body.columns.map((col: { field: string }) => col.field)).not.toContain('loadport');
  });

  it('pages without overlap and counts the whole view', async () => {
    const first = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 25 });
    const second = await customer.table('/myShipments/sea/rows', { startRow: 25, endRow: 50 });
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.total).toBe(
      await count("SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c AND modality = 'SEA' AND etd IS NOT NULL", { c: await idOf('C10001') }),
    );
    const ids = new Set(first.body.rows.map((r: { shipmentid: string }) => r.shipmentid));
    for (const r of second.body.rows) expect(ids.has(r.shipmentid)).toBe(false);
    // Default sort: newest ETD first.
    const etds = [...first.body.rows, ...second.body.rows].map((r: { etd: string }) => r.etd);
    expect(etds).toEqual([...etds].sort().reverse());
  });

  it('sorts by a column on request', async () => {
    const res = await customer.table('/myShipments/roa/rows', { startRow: 0, endRow: 100, sortModel: [{ colId: 'arrival_city', sort: 'asc' }] });
    const cities = res.body.rows.map((r: { arrival_city: string }) => r.arrival_city);
    expect(cities).toEqual([...cities].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const eta = await customer.table('/myShipments/roa/rows', { startRow: 0, endRow: 100, sortModel: [{ colId: 'eta', sort: 'asc' }] });
    expect(eta.body.rows[0].eta).toBe(
      (await server.db.get<{ m: string }>("SELECT MIN(eta) AS m FROM shipments WHERE customer_id = @c AND modality = 'ROA' AND etd IS NOT NULL", {
        c: await idOf('C10001'),
      }))!.m,
    );
  });

  it('filters on an ETD interval and on text, with the total of the filtered view', async () => {
    const c = await idOf('C10001');
    const { a, b } = (await server.db.get<{ a: string; b: string }>(
      "SELECT MIN(etd) AS a, MAX(etd) AS b FROM shipments WHERE customer_id = @c AND modality = 'SEA'",
      { c },
    ))!;
    const from = a;
    const to = new Date(Date.parse(b) - 60 * 86_400_000).toISOString().slice(0, 10);
    const res = await customer.table('/myShipments/sea/rows', {
      startRow: 0,
      endRow: 500,
      filterModel: {
        etd: { filterType: 'date', type: 'inRange', dateFrom: from, dateTo: to },
        arrival_country: { filterType: 'text', type: 'contains', filter: 'nether' },
      },
    });
    expect(res.status).toBe(200);
    const expected = await count(
      "SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c AND modality = 'SEA' AND etd BETWEEN @from AND @to AND arrival_country = 'Netherlands'",
      { c, from, to },
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.body.total).toBe(expected);
    for (const r of res.body.rows) {
      expect(r.etd >= from && r.etd <= to).toBe(true);
      expect(r.arrival_country).toBe('Netherlands');
      expect(r.progress).toBeGreaterThanOrEqual(0);
    }
  });

  it('filters on the status column', async () => {
    const res = await customer.table('/myShipments/sea/rows', {
      startRow: 0,
      endRow: 500,
      filterModel: { status: { filterType: 'text', type: 'equals', filter: 'In transit' } },
    });
    expect(res.body.total).toBe(
      await count("SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c AND modality = 'SEA' AND etd IS NOT NULL AND atd IS NOT NULL AND ata IS NULL", {
        c: await idOf('C10001'),
      }),
    );
    for (const r of res.body.rows) expect(r.status).toBe('In transit');
  });

  it('sorts on progress, the same value the rows carry, and offers the statuses as choices', async () => {
    for (const sort of ['asc', 'desc'] as const) {
      const res = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 500, sortModel: [{ colId: 'progress', sort }] });
      expect(res.status).toBe(200);
      const values = res.body.rows.map((r: { progress: number }) => r.progress);
      expect(new Set(values).size).toBeGreaterThan(2);
      expect(values).toEqual([...values].sort((x: number, y: number) => (sort === 'asc' ? x - y : y - x)));
    }
    const init = await customer.get('/myShipments/sea/initTable');
    const status = init.body.columns.find((c: { field: string }) => c.field === 'status');
    expect(status.options).toEqual(['Booked', 'Planned', 'In transit', 'Arrived', 'Delivered']);
    expect(init.body.columns.find((c: { field: string }) => c.field === 'progress').sortable).toBe(true);
  });

  it('refuses sorting on status and malformed filters with 400 and a field message', async () => {
    const sort = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 10, sortModel: [{ colId: 'status', sort: 'asc' }] });
    expect(sort.status).toBe(400);
    expect(sort.body.errors.sortModel[0]).toMatch(/status/);
    const filter = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 10, filterModel: { eta: { filterType: 'date', type: 'inRange', dateFrom: '2025-13-01', dateTo: '2025-01-01' } } });
    expect(filter.status).toBe(400);
    expect(filter.body.errors['filterModel.eta'][0]).toMatch(/YYYY-MM-DD/);
    const hidden = await customer.table('/myShipments/sea/rows', {
      startRow: 0,
      endRow: 10,
      filterModel: { customer_id: { filterType: 'number', type: 'equals', filter: 5 } },
    });
    expect(hidden.status).toBe(400);
  });

  it('exports the filtered view as CSV', async () => {
    const filterModel = { departure_country: { filterType: 'text', type: 'equals', filter: 'China' } };
    const page = await customer.table('/myShipments/mul/rows', { startRow: 0, endRow: 1, filterModel });
    const csv = await customer.table('/myShipments/mul/export', { filterModel, sortModel: [{ colId: 'eta', sort: 'asc' }] });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFF?Shipment,Status,/);
    expect(lines).toHaveLength(page.body.total + 1);
  });
});

describe('the UN/LOCODE columns (spec section 3)', () => {
  it('lists departure and arrival codes as columns, filters on them and exports them', async () => {
    const init = await customer.get('/myShipments/sea/initTable');
    const columns = init.body.columns.filter((c: { field: string }) => c.field === 'departure' || c.field === 'arrival');
    expect(columns.map((c: { field: string; hide?: boolean }) => [c.field, !!c.hide])).toEqual([
      ['departure', false],
      ['arrival', false],
    ]);
    const code = (await server.db.get<{ code: string }>(
      "SELECT departure AS code FROM shipments WHERE customer_id = @c AND modality = 'SEA' AND etd IS NOT NULL LIMIT 1",
      { c: await idOf('C10001') },
    ))!.code;
    const filterModel = { departure: { filterType: 'text', type: 'equals', filter: code } };
    const page = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 500, filterModel, sortModel: [{ colId: 'arrival', sort: 'asc' }] });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(
      await count("SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @c AND modality = 'SEA' AND etd IS NOT NULL AND departure = @code", {
        c: await idOf('C10001'),
        code,
      }),
    );
    for (const row of page.body.rows) expect(row.departure).toBe(code);
    const csv = await customer.table('/myShipments/sea/export', { filterModel });
    const [header, first] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['From UN/LOCODE', 'To UN/LOCODE']));
    expect(first).toContain(`,${code},`);
  });
});

describe('dashboard freshness', () => {
  it('a shipment that reaches its destination leaves /data at once (the cache follows updated_at)', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(client, 'C10002');
    const before = await client.get('/shipments/data');
    const leaving = before.body.sea[0].shipmentid as string;
    const again = await client.get('/shipments/data');
    expect(again.text).toBe(before.text);
    const later = new Date(Date.now() + 1000).toISOString();
    await server.db.run('UPDATE shipments SET ata = COALESCE(ata, @day), delivered_at = @day, updated_at = @later WHERE shipmentid = @id', {
      id: leaving,
      day: later.slice(0, 10),
      later,
    });
    const after = await client.get('/shipments/data');
    expect(after.body.sea.map((s: { shipmentid: string }) => s.shipmentid)).not.toContain(leaving);
    expect(after.body.updated).toBe(later);
    expect(after.headers.get('cache-control')).toMatch(/no-store/);
    // Node's fetch asks for gzip and decodes it: the body above came compressed.
    const raw = await fetch(`${server.baseUrl}/api/shipments/data`, { headers: { cookie: client.cookie!, 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(raw.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await fetch(`${server.baseUrl}/api/shipments/data`, { headers: { cookie: client.cookie!, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(after.body);
  });
});
