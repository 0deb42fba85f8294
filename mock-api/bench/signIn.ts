// How a bench signs in over HTTP, as the portal's sign-in page does: the session's cookies and
// its CSRF token, ready as the headers of a JSON request; with `customer`, that organisation selected.

export const BENCH_ACCOUNTS = {
  customer: { email: 'customer@portal.test', password: 'Customer!2345' },
  admin: { email: 'admin@portal.test', password: 'Admin!2345' },
} as const;

export interface BenchSession {
  cookie: string;
  csrfToken: string;
  /** cookie, x-csrf-token and content-type: application/json. */
  headers: Record<string, string>;
}

/** `apiBase` ends in /api. */
export async function signIn(apiBase: string, { account = BENCH_ACCOUNTS.customer, customer }: { account?: { email: string; password: string }; customer?: string } = {}): Promise<BenchSession> {
  const login = await fetch(`${apiBase}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (login.status !== 200) throw new Error(`Signing in as ${account.email} answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  if (customer) {
    const selected = await fetch(`${apiBase}/portal/customer`, { method: 'POST', headers, body: JSON.stringify({ customer }) });
    if (selected.status !== 200) throw new Error(`Selecting ${customer} failed: ${selected.status}`);
  }
  return { cookie, csrfToken, headers };
}
