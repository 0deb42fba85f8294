import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

/**
 * For a quotes test file: a server of its own with the demo customer signed in, started before
 * the file's tests and closed after them. Read `server` and `customer` inside the tests.
 */
export function serverWithCustomer(): { server: TestServer; customer: TestClient } {
  const context = {} as { server: TestServer; customer: TestClient };
  beforeAll(async () => {
    context.server = await startTestServer();
    context.customer = await signIn(context.server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  });
  afterAll(async () => context.server?.close());
  return context;
}

/** A valid quote request of the mode for the selected organisation, departing `inDays` from the server's today. */
export function validRequest(modality: 'SEA' | 'AIR' | 'MUL' | 'ROA' = 'SEA', inDays = 10) {
  return { ...formToPayload({ ...validQuoteForm(modality), departureDate: localToday(new Date(Date.now() + inDays * 86_400_000)) }), customer: null };
}
