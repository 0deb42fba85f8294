import { fetchEarly } from '../api/earlyFetch';
import { api, setCsrfToken } from '../api/client';
import { onLanguageSetup } from '../i18n/i18n';
import { portalStore } from '../store/portalStore';
import { loadSession, selectCustomer, signOut } from './session';

/**
 * Switching customer against a scripted API. The slices reload as soon as the store's selection
 * changes, so an early read from before the switch must be gone by then: otherwise the reload
 * takes the previous customer's answer (the dashboard then asked for a shipment route the new
 * customer does not have, a 404).
 */
let customer: string;
let calls: string[];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  customer = 'C10001';
  calls = [];
  setCsrfToken('token');
  portalStore.getState().setOptions([
    { value: 'C10001', label: 'First' },
    { value: 'C10003', label: 'Third' },
  ] as never);
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/portal/customer') {
      customer = (JSON.parse(String(init?.body)) as { customer: string }).customer;
      return json({ customer });
    }
    if (path === '/api/portal/userProfile') return json({ user: {} });
    if (path === '/api/logout') return json({});
    return json({ answeredFor: customer });
  }) as typeof fetch;
});

test('a slice that reloads when the selection changes gets the new customer’s answer, not an early one', async () => {
  fetchEarly('/api/shipments/data'); // asked with the page, for C10001
  const reloads: Array<Promise<unknown>> = [];
  const stop = portalStore.subscribe((state, previous) => {
    if (state.selection?.value !== previous.selection?.value) reloads.push(api.get('/shipments/data'));
  });
  try {
    await selectCustomer('C10003');
  } finally {
    stop();
  }
  expect(reloads).toHaveLength(1);
  await expect(reloads[0]).resolves.toEqual({ answeredFor: 'C10003' });
});

test('after signing out, the next account does not take the early answers asked for the previous one', async () => {
  fetchEarly('/api/shipments/data');
  await signOut();
  customer = 'C20001';
  await expect(api.get('/shipments/data')).resolves.toEqual({ answeredFor: 'C20001' });
});

test('a choice answered while the session loads the account’s language stays: the session’s older answer does not put the header back', async () => {
  portalStore.getState().setLanguage('en');
  // The account's language (Dutch) takes a download; held here until the choice has been answered.
  let releaseLanguage!: () => void;
  const languageHeld = new Promise<void>((resolve) => (releaseLanguage = resolve));
  let languageAsked!: () => void;
  const languageLoading = new Promise<void>((resolve) => (languageAsked = resolve));
  onLanguageSetup(async (language) => {
    if (language !== 'nl') return;
    languageAsked();
    await languageHeld;
  });
  const answer = global.fetch as jest.Mock;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    if (path === '/api/portal/userProfile') return json({ user: {}, permissions: [], userSetting: { language: 'nl', languageChosen: true } });
    if (path === '/api/portal/customerOptions') {
      return json({ options: [{ value: 'C10001', label: 'First' }, { value: 'C10003', label: 'Third' }], selected: customer });
    }
    return answer(url, init);
  }) as typeof fetch;

  const loading = loadSession();
  await languageLoading;
  // The session's reads answered "First"; the person chooses "Third" before the language is ready.
  await selectCustomer('C10003');
  expect(portalStore.getState().selection?.label).toBe('Third');
  releaseLanguage();
  await loading;
  expect(portalStore.getState().selection).toEqual({ value: 'C10003', label: 'Third', isGroup: false });
  expect(customer).toBe('C10003');
});
