import { api, isAbortError, portalStore, setCsrfToken } from '@portal/kit';
import { startImpersonation } from './impersonation';

/**
 * Starting impersonation changes who the session is: a read under way (asked as the
 * administrator) is aborted before the switch is sent, so the server cannot answer it as the
 * impersonated user (a 404 in the console, or that user's data under the administrator's page).
 */
let sent: string[];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  setCsrfToken('token');
  global.fetch = jest.fn((url: RequestInfo | URL, init: RequestInit = {}) => {
    const line = `${init.method ?? 'GET'} ${String(url)}`;
    if (init.signal?.aborted) return Promise.reject(init.signal.reason);
    sent.push(line);
    if (String(url).includes('/shipments/route/')) {
      // Under way until the browser aborts it.
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    if (String(url) === '/api/portal/impersonate/7') return Promise.resolve(json({ impersonating: { id: 7 } }));
    if (String(url) === '/api/portal/customerOptions')
      return Promise.resolve(json({ options: [{ value: 'C10003', label: 'C10003 – Third' }], selected: 'C10003' }));
    return Promise.resolve(json({ profile: {}, permissions: [], licences: {} }));
  }) as typeof fetch;
});

test('a read under way is aborted before the impersonation is sent; the session then loads as the other user', async () => {
  const route = api.get('/api/shipments/route/sea/SEA26-000006').then(
    () => 'answered',
    (error: unknown) => (isAbortError(error) ? 'aborted' : 'failed'),
  );
  for (let i = 0; i < 20 && !sent.some((s) => s.includes('/route/')); i += 1) await Promise.resolve();
  await startImpersonation(7);
  await expect(route).resolves.toBe('aborted');
  expect(sent[0]).toBe('GET /api/shipments/route/sea/SEA26-000006');
  expect(sent[1]).toBe('POST /api/portal/impersonate/7');
  expect(portalStore.getState().selection?.value).toBe('C10003');
});
