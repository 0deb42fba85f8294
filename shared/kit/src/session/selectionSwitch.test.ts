import { api, setCsrfToken } from '../api/client';
import { isAbortError } from '../api/selectionSwitch';
import { portalStore } from '../store/portalStore';
import { selectCustomer, signOut } from './session';

/**
 * A read under way while the organisation is switched, against a scripted server that answers
 * each request under the selection it holds when it gets to it, and a fetch that behaves as the
 * browser's: an aborted request is never delivered to the page (so the browser logs nothing of
 * it), whatever the server still answers. The server's order is the test's, never a timer's.
 *
 * The console.spec failure this reproduces: the dashboard's map asked for the route of a
 * C10001 shipment, the switch to C10003 was sent, and the server answered the route under
 * C10003, where that shipment does not exist: a 404 in the console.
 */
interface Exchange {
  method: string;
  path: string;
  /** The server answers now, under its selection of this moment. */
  answer(): void;
  /** What the page received: the answer's status, or 'aborted'. */
  outcome: Promise<number | 'aborted'>;
}

let selected: string;
let exchanges: Exchange[];
/** Everything the page received, in order: `GET /api/... 200`, `GET /api/... aborted`. */
let delivered: string[];

const shipmentsOf: Record<string, string[]> = { C10001: ['SEA26-000006'], C10003: ['SEA26-000101'], C10004: [] };

function serverAnswer(method: string, path: string, body: string | undefined): Response {
  const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  if (method === 'POST' && path === '/api/portal/customer') {
    const { customer } = JSON.parse(body ?? '{}') as { customer: string };
    if (!(customer in shipmentsOf)) return json(403, { message: 'Forbidden.', code: 'FORBIDDEN' });
    selected = customer;
    return json(200, { customer });
  }
  if (path === '/api/logout') return json(200, { message: 'Signed out.' });
  if (path === '/api/portal/userProfile') return json(200, { licences: {} });
  const route = /^\/api\/shipments\/route\/sea\/(.+)$/.exec(path);
  if (route)
    return shipmentsOf[selected].includes(route[1]) ? json(200, { id: route[1], for: selected }) : json(404, { message: 'Not found.', code: 'NOT_FOUND' });
  return json(200, { for: selected });
}

/** Requests wait for the test to answer them, except the switch and sign-out, answered at once unless `holdWrites`. */
let holdWrites: boolean;

beforeEach(() => {
  selected = 'C10001';
  exchanges = [];
  delivered = [];
  holdWrites = false;
  setCsrfToken('token');
  portalStore.getState().setOptions([
    { value: 'C10001', label: 'C10001 – First' },
    { value: 'C10003', label: 'C10003 – Third' },
  ] as never);
  portalStore.getState().setSelection({ value: 'C10001', label: 'C10001 – First', isGroup: false });
  global.fetch = jest.fn((url: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(url);
    // As the browser's fetch: a signal aborted already sends nothing.
    if (init.signal?.aborted) return Promise.reject(init.signal.reason);
    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      let report!: (outcome: number | 'aborted') => void;
      const outcome = new Promise<number | 'aborted'>((r) => (report = r));
      const exchange: Exchange = {
        method,
        path,
        outcome,
        answer: () => {
          // The server answers whether or not the browser still waits (an abort may not reach it).
          const response = serverAnswer(method, path, init.body as string | undefined);
          if (settled) return;
          settled = true;
          delivered.push(`${method} ${path} ${response.status}`);
          report(response.status);
          resolve(response);
        },
      };
      init.signal?.addEventListener('abort', () => {
        if (settled) return;
        settled = true;
        delivered.push(`${method} ${path} aborted`);
        report('aborted');
        reject(init.signal!.reason);
      });
      exchanges.push(exchange);
      if (method !== 'GET' && !holdWrites) exchange.answer();
    });
  }) as typeof fetch;
});

const routeOf = (id: string) => api.get(`/api/shipments/route/sea/${id}`);
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

test('a read under way is aborted before the switch is sent, so the server cannot answer it under the new selection', async () => {
  const route = settle(routeOf('SEA26-000006'));
  await until(() => exchanges.some((e) => e.path.includes('/shipments/route/')));
  await releaseReads(selectCustomer('C10003'));
  // The server gets to the route request only after the switch: under C10003 it is a 404.
  exchanges.find((e) => e.path.includes('/shipments/route/'))!.answer();
  await flushAnswers();

  expect(delivered.filter((d) => d.includes('/shipments/route/'))).toEqual(['GET /api/shipments/route/sea/SEA26-000006 aborted']);
  const order = delivered.map((d) => d.replace(/ \d+$| aborted$/, ''));
  expect(order.indexOf('GET /api/shipments/route/sea/SEA26-000006')).toBeLessThan(order.indexOf('POST /api/portal/customer'));
  // No answer, not an error: the caller is told the read was dropped.
  const result = await route;
  expect('error' in result && isAbortError(result.error)).toBe(true);
  expect(portalStore.getState().selection?.value).toBe('C10003');
});

test('a read asked for while the switch is being sent is never sent, and is dropped once the switch succeeded', async () => {
  holdWrites = true;
  const switched = selectCustomer('C10003');
  await until(() => exchanges.some((e) => e.method === 'POST'));
  // The page, still showing C10001, asks for one of its routes meanwhile.
  const route = settle(routeOf('SEA26-000006'));
  await flushAnswers();
  expect(exchanges.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /api/portal/customer']);

  exchanges[0].answer();
  await releaseReads(switched);

  expect(exchanges.some((e) => e.path.includes('/shipments/route/'))).toBe(false);
  const result = await route;
  expect('error' in result && isAbortError(result.error)).toBe(true);
  // Reads asked for after the switch go as usual, under the new selection.
  const next = settle(routeOf('SEA26-000101'));
  await until(() => exchanges.some((e) => e.path.endsWith('SEA26-000101')));
  exchanges.find((e) => e.path.endsWith('SEA26-000101'))!.answer();
  expect(await next).toEqual({ value: { id: 'SEA26-000101', for: 'C10003' } });
});

test('a slice that reloads on the store’s change asks under the new selection at once', async () => {
  const reloads: Array<Promise<unknown>> = [];
  const stop = portalStore.subscribe((state, previous) => {
    if (state.selection?.value !== previous.selection?.value) reloads.push(routeOf('SEA26-000101'));
  });
  try {
    const switched = selectCustomer('C10003');
    await until(() => exchanges.some((e) => e.path.endsWith('SEA26-000101')));
    exchanges.find((e) => e.path.endsWith('SEA26-000101'))!.answer();
    await releaseReads(switched);
  } finally {
    stop();
  }
  expect(reloads).toHaveLength(1);
  await expect(reloads[0]).resolves.toEqual({ id: 'SEA26-000101', for: 'C10003' });
});

test('a refused switch changes nothing: the reads held meanwhile go out under the selection they were asked for', async () => {
  holdWrites = true;
  const switched = settle(selectCustomer('C99999'));
  await until(() => exchanges.some((e) => e.method === 'POST'));
  const route = settle(routeOf('SEA26-000006'));
  exchanges[0].answer();
  expect(await switched).toMatchObject({ error: { status: 403 } });
  await until(() => exchanges.some((e) => e.path.includes('/shipments/route/')));
  exchanges.find((e) => e.path.includes('/shipments/route/'))!.answer();
  expect(await route).toEqual({ value: { id: 'SEA26-000006', for: 'C10001' } });
  expect(portalStore.getState().selection?.value).toBe('C10001');
});

test('signing out aborts the reads under way before the session ends', async () => {
  const route = settle(routeOf('SEA26-000006'));
  await until(() => exchanges.some((e) => e.path.includes('/shipments/route/')));
  await signOut();
  expect(delivered).toEqual(['GET /api/shipments/route/sea/SEA26-000006 aborted', 'POST /api/logout 200']);
  const result = await route;
  expect('error' in result && isAbortError(result.error)).toBe(true);
});

/** Lets every answer already given travel through the client (promise jobs only, no timers). */
async function flushAnswers(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

/** Answers the reads the switch makes on its way (the licences' profile) until it is done. */
async function releaseReads(switched: Promise<void>): Promise<void> {
  let done = false;
  void switched.finally(() => (done = true));
  for (let i = 0; i < 200 && !done; i += 1) {
    exchanges.filter((e) => e.path === '/api/portal/userProfile').forEach((e) => e.answer());
    await Promise.resolve();
  }
  await switched;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await Promise.resolve();
  if (!condition()) throw new Error('the client never got there');
}
