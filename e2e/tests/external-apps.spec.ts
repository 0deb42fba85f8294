import type { Page } from '@playwright/test';
import { test, expect, signIn, accounts, expectAccessible, screenshot } from '../fixtures';
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * My tracker, MyKPI and My TMS against the mock API's stand-in external pages: every licensing
 * state, the iframe address and height rule, and the new tabs with their tokens.
 */
// The spec's messages with the app's one name, My tracker (it also called it myTracker and WebTracker).
const GROUP_MESSAGE =
  'My tracker can only be opened for a single organisation, not for a group. Please select a single organisation in the header of this portal and open My tracker again from the menu.';
const NOT_LICENSED = 'Your account is not entitled to use My tracker.';
/** The head office's address: the contact page's first card, and where licences are requested. */
const HEAD_OFFICE_EMAIL = 'info@meridianfreight.com';

async function selectInHeader(page: Page, code: string) {
  await page.getByRole('button', { name: /change organisation or group/ }).click();
  await page.getByRole('combobox', { name: 'Search organisations and groups' }).fill(code);
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/portal/customer') && r.request().method() === 'POST');
  await page
    .getByRole('option', { name: new RegExp(code) })
    .first()
    .click();
  expect((await switched).status()).toBe(200);
  await expect(page.getByRole('button', { name: new RegExp(`${code}.*change organisation or group`) })).toBeVisible();
}

/** This slice's content (and the framed stand-ins); the shell's header has its own a11y spec. */
const expectContentAccessible = (page: Page) => expectAccessible(page);

const frameHeight = (page: Page, title: string) => page.getByTitle(title, { exact: true }).evaluate((el) => el.getBoundingClientRect().height);

test.describe('My tracker', () => {
  test('shows its loading state until the credentials arrive', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/externalapp/getWebTrackerCredentials', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await signIn(page, 'customer', '/webtracker');
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByText('Loading My tracker…')).toBeVisible();
    await expect(page.getByTitle('My tracker', { exact: true })).toHaveCount(0);
    await page.waitForTimeout(300);
    await expect(page.getByText('Loading My tracker…')).toBeVisible();
    release();
    await expect(page.getByTitle('My tracker', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading My tracker…')).toHaveCount(0);
  });

  test('licensed: the tracker frame carries user, company, clear-saved flag and timestamp, and is the window height minus 180', async ({ page }) => {
    const before = Date.now();
    await signIn(page, 'customer', '/webtracker');
    await expect(page.getByRole('heading', { level: 1, name: 'My tracker' })).toBeVisible();
    const frame = page.getByTitle('My tracker', { exact: true });
    await expect(frame).toBeVisible();

    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.pathname).toBe('/stand-in/tracker');
    expect(src.searchParams.get('user')).toBe(accounts.customer.email);
    expect(src.searchParams.get('company')).toBe('C10001');
    expect(src.searchParams.get('clearSaved')).toBe('true');
    const t = Number(src.searchParams.get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
    expect(src.search).not.toMatch(/password/i);

    // The stand-in tracker received what the address says, for an account that exists.
    const tracker = page.frameLocator('iframe[title="My tracker"]');
    await expect(tracker.locator('[data-field="user"]')).toHaveText(accounts.customer.email);
    await expect(tracker.locator('[data-field="company"]')).toHaveText('C10001');
    await expect(tracker.locator('[data-field="account"]')).toHaveText('A tracker account exists for this user at this organisation.');

    expect(await frameHeight(page, 'My tracker')).toBe(860 - 180);
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect.poll(() => frameHeight(page, 'My tracker')).toBe(700 - 180);
    await page.setViewportSize({ width: 1366, height: 960 });
    await expect.poll(() => frameHeight(page, 'My tracker')).toBe(960 - 180);
    await screenshot(page, 'external-tracker-licensed');
    await expectContentAccessible(page);
  });

  test('switching to a group in the header shows the group message; switching back opens the tracker again', async ({ page }) => {
    await signIn(page, 'customer', '/webtracker');
    await expect(page.getByTitle('My tracker', { exact: true })).toBeVisible();

    await selectInHeader(page, '0010');
    await expect(page.getByText(GROUP_MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByTitle('My tracker', { exact: true })).toHaveCount(0);
    await screenshot(page, 'external-tracker-group');
    await expectContentAccessible(page);

    await selectInHeader(page, 'C10002');
    const frame = page.getByTitle('My tracker', { exact: true });
    await expect(frame).toBeVisible();
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('company')).toBe('C10002');
    await expect(page.getByText(GROUP_MESSAGE)).toHaveCount(0);
  });

  test('an organisation without a licence, and the basic account, get the not-licensed message with a mail link', async ({ page, browser }) => {
    await signIn(page, 'customer', '/webtracker');
    await selectInHeader(page, 'C10003');
    await expect(page.getByText(NOT_LICENSED, { exact: true })).toBeVisible();
    await expect(page.getByTitle('My tracker', { exact: true })).toHaveCount(0);

    const basicContext = await browser.newContext();
    const basic = await basicContext.newPage();
    await signIn(basic, 'basic', '/webtracker');
    await expect(basic.getByText(NOT_LICENSED, { exact: true })).toBeVisible();
    const mail = basic.getByRole('link', { name: 'Request a My tracker licence by e-mail' });
    await expect(mail).toHaveAttribute('href', `mailto:${HEAD_OFFICE_EMAIL}?subject=My%20tracker%20licence%20request%20for%20C10010`);
    // Built as MyKPI's page is for the same account: the app's card with the same licence line.
    const card = (app: string) => basic.getByRole('status').filter({ hasText: `Your account is not entitled to use ${app}.` });
    await expect(card('My tracker').locator('.badge')).toHaveText('Not licensed');
    await expect(card('My tracker').getByRole('link', { name: 'Request a My tracker licence by e-mail' })).toBeVisible();
    await expect(basic.getByRole('heading', { level: 1, name: 'My tracker' })).toBeVisible();
    await screenshot(basic, 'external-tracker-not-licensed');
    await expectContentAccessible(basic);
    await basic.goto('/mykpi');
    await expect(card('MyKPI').locator('.badge')).toHaveText('Not licensed');
    await expect(card('MyKPI').getByRole('link', { name: 'Request a MyKPI licence by e-mail' })).toBeVisible();
    await basicContext.close();
  });

  test('the sign-in screen embeds the identity provider at the same height and hands it the account by message, not by address', async ({ page }) => {
    await page.goto('/webtracker/login');
    const credentials = page.waitForResponse((r) => r.url().endsWith('/api/externalapp/getWebTrackerCredentials'));
    await page.getByLabel('E-mail').fill(accounts.customer.email);
    await page.getByLabel('Password').fill(accounts.customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const { userPassword } = await (await credentials).json();
    expect(userPassword).toBeTruthy();

    await expect(page.getByRole('heading', { level: 1, name: 'My tracker sign-in' })).toBeVisible();
    const frame = page.getByTitle('My tracker sign-in');
    const src = (await frame.getAttribute('src'))!;
    expect(new URL(src).pathname).toBe('/stand-in/tracker-login');
    expect(new URL(src).searchParams.get('login_hint')).toBe(accounts.customer.email);
    expect(src).not.toContain(userPassword);
    expect(await frameHeight(page, 'My tracker sign-in')).toBe(860 - 180);
    await page.setViewportSize({ width: 900, height: 640 });
    await expect.poll(() => frameHeight(page, 'My tracker sign-in')).toBe(640 - 180);

    const login = page.frameLocator('iframe[title="My tracker sign-in"]');
    await expect(login.getByRole('status')).toHaveText('Sign-in details received from the portal.');
    await expect(login.getByLabel('User name')).toHaveValue(accounts.customer.email);
    await expect(login.getByLabel('Password')).toHaveValue(userPassword);
    await screenshot(page, 'external-tracker-login');

    await login.getByRole('button', { name: 'Sign in to My tracker' }).click();
    await expect(login.locator('[data-field="account"]')).toHaveText('A tracker account exists for this user at this organisation.');
    await page.getByRole('link', { name: 'Back to My tracker' }).click();
    await expect(page.getByTitle('My tracker', { exact: true })).toBeVisible();
  });
});

test.describe('MyKPI', () => {
  test('licensed: the dashboard opens in a new tab 500 ms after the click, with the issued tokens', async ({ page, context }) => {
    await signIn(page, 'customer', '/mykpi');
    await expect(page.getByRole('heading', { level: 1, name: 'MyKPI' })).toBeVisible();
    await expect(page.getByText('Licensed for C10001')).toBeVisible();
    await screenshot(page, 'external-kpi-licensed');
    await expectContentAccessible(page);

    const credentials = page.waitForResponse((r) => r.url().endsWith('/api/externalapp/getMyKPICredentials'));
    const popup = context.waitForEvent('page');
    const clickedAt = Date.now();
    await page.getByRole('button', { name: /Open MyKPI/ }).click();
    await expect(page.getByText('Opening MyKPI in a new tab…')).toBeVisible();
    const tab = await popup;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    const { accessToken, refreshToken } = await (await credentials).json();
    await tab.waitForLoadState();

    const url = new URL(tab.url());
    expect(url.pathname).toBe('/stand-in/kpi');
    expect(url.searchParams.get('token')).toBe(accessToken);
    expect(url.searchParams.get('refresh')).toBe(refreshToken);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(tab.locator('[data-field="verdict"]')).toHaveText('Token accepted.');
    await expect(tab.locator('[data-field="user"]')).toHaveText(accounts.customer.email);
    await expect(tab.locator('[data-field="company"]')).toHaveText('C10001');
    await screenshot(tab, 'external-kpi-dashboard');
  });

  test('not licensed: the status says so and nothing opens, even when clicked', async ({ page, context }) => {
    let asked = 0;
    page.on('request', (r) => r.url().includes('/getMyKPICredentials') && asked++);
    await signIn(page, 'basic', '/mykpi');
    await expect(page.getByText('Not licensed')).toBeVisible();
    await expect(page.getByText('Your account is not entitled to use MyKPI.')).toBeVisible();
    const button = page.getByRole('button', { name: /Open MyKPI/ });
    await expect(button).toBeDisabled();
    const opened: Page[] = [];
    context.on('page', (p) => opened.push(p));
    await button.click({ force: true });
    await page.waitForTimeout(1500);
    expect(opened).toHaveLength(0);
    expect(asked).toBe(0);
    await screenshot(page, 'external-kpi-not-licensed');
    await expectContentAccessible(page);
  });

  test('while the licence is still being determined the link waits; a withdrawn licence at the click opens nothing', async ({ page, context }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/externalapp/licences', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, 'customer', '/mykpi');
    await expect(page.getByText('Still determining your licence…')).toBeVisible();
    await expect(page.getByRole('button', { name: /Open MyKPI/ })).toBeDisabled();
    release();
    await expect(page.getByText('Licensed for C10001')).toBeVisible();
    await page.unroute('**/api/externalapp/licences');

    // The server answers "not licensed" at the click: no tab, and the status is asked again.
    await page.route('**/api/externalapp/getMyKPICredentials', (route) =>
      route.fulfill({ json: { isLicensed: false, accessToken: '', refreshToken: '', dashboardUrl: '', expiresIn: 0 } }),
    );
    const opened: Page[] = [];
    context.on('page', (p) => opened.push(p));
    await page.getByRole('button', { name: /Open MyKPI/ }).click();
    await page.waitForTimeout(1200);
    expect(opened).toHaveLength(0);
  });

  test('a failing credentials call goes to the shared error handler and opens nothing', async ({ page, context }) => {
    await signIn(page, 'customer', '/mykpi');
    await page.route('**/api/externalapp/getMyKPICredentials', (route) => route.fulfill({ status: 500, json: { message: 'An unknown error occurred.' } }));
    const opened: Page[] = [];
    context.on('page', (p) => opened.push(p));
    await page.getByRole('button', { name: /Open MyKPI/ }).click();
    await expect(page.getByText('An error occured opening MyKPI.')).toBeVisible();
    expect(opened).toHaveLength(0);
    await expect(page.getByRole('button', { name: /Open MyKPI/ })).toBeEnabled();
  });
});

test.describe('My TMS', () => {
  test('opens the configured TMS for the selected organisation in a new tab', async ({ page, context }) => {
    await signIn(page, 'customer', '/mytms');
    await expect(page.getByRole('heading', { level: 1, name: 'My TMS' })).toBeVisible();
    await expect(page.getByText('Available for C10001')).toBeVisible();
    await expectContentAccessible(page);
    const popup = context.waitForEvent('page');
    const clickedAt = Date.now();
    await page.getByRole('button', { name: /Open My TMS/ }).click();
    const tab = await popup;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/stand-in/tms');
    expect(new URL(tab.url()).searchParams.get('company')).toBe('C10001');
    await expect(tab.locator('[data-field="company"]')).toHaveText('C10001');
    await screenshot(page, 'external-tms');
  });
});

test.describe('The licence-request address', () => {
  test('is the head office address the contact page shows', async ({ page }) => {
    await signIn(page, 'basic', '/mykpi');
    await expect(page.getByRole('link', { name: 'Request a MyKPI licence by e-mail' })).toHaveAttribute(
      'href',
      `mailto:${HEAD_OFFICE_EMAIL}?subject=MyKPI%20licence%20request%20for%20C10010`,
    );
    await page.goto('/contact');
    const headquarters = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Headquarters/ }) });
    await expect(headquarters.getByRole('link', { name: HEAD_OFFICE_EMAIL })).toHaveAttribute('href', `mailto:${HEAD_OFFICE_EMAIL}`);
  });
});

test.describe('The portal’s frame-src', () => {
  // Its own port in this run's range (E2E_PORT_OFFSET + 8097): a second portal host with other settings.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 100);
  /** Starts `node host/src/serve-app.ts shell` (the built portal host) with `env` and reads its frame-src. */
  const frameSrc = async (env: Record<string, string>) => {
    const script = path.resolve(__dirname, '../../host/src/serve-app.ts');
    const settings: Record<string, string | undefined> = { ...process.env, TRACKER_URL: '', TRACKER_LOGIN_URL: '', EXTERNAL_APP_ORIGINS: '' };
    const host = spawn(process.execPath, [script, 'shell'], {
      env: { ...settings, PORT_OFFSET: String(offset), PORTAL_PORT: String(8097 + offset), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let err = '';
        host.stdout.on('data', (chunk: Buffer) => {
          const served = /served at (\S+)/.exec(chunk.toString());
          if (served) resolve(served[1]);
        });
        host.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        host.on('exit', (code) => reject(new Error(`serve-app exited with ${code}: ${err}`)));
      });
      const res = await fetch(`${url}/webtracker`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      return (/frame-src ([^;]+)/.exec(csp)?.[1] ?? '').split(' ');
    } finally {
      host.kill();
    }
  };

  test('follows TRACKER_URL and TRACKER_LOGIN_URL, the settings the API hands the tracker frame', async () => {
    expect(await frameSrc({})).toEqual(["'self'", `http://localhost:${8090 + offset}`]);
    const moved = await frameSrc({ TRACKER_URL: 'https://tracker.example.test/portal?x=1', TRACKER_LOGIN_URL: 'https://idp.example.test:8443/login' });
    expect(moved).toEqual(["'self'", 'https://tracker.example.test', 'https://idp.example.test:8443']);
    expect(moved).not.toContain(`http://localhost:${8090 + offset}`);
    // EXTERNAL_APP_ORIGINS adds to them.
    expect(await frameSrc({ TRACKER_URL: 'https://tracker.example.test/', EXTERNAL_APP_ORIGINS: 'https://extra.example.test' })).toEqual([
      "'self'",
      'https://tracker.example.test',
      `http://localhost:${8090 + offset}`,
      'https://extra.example.test',
    ]);
  });
});
