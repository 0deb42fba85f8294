import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPairedRefreshToken, kpiTokenInfo } from '../kpiTokens';
import { trackerAccountExists } from '../trackerAccounts';
import { abbreviate, escapeHtml, pageHtml, param, rowsHtml, scriptJson, type PageOptions } from './html';
import { framingOrigins, standInHelmetOptions, standInRouteOptions } from './security';

/**
 * Stand-ins for the external tracker, its identity-provider login, the KPI dashboard and the TMS,
 * served at the default TRACKER_URL, TRACKER_LOGIN_URL, KPI_URL and TMS_URL so that every flow
 * can be followed offline. Each shows what it received from the portal.
 */
const NOTE = 'Stand-in page served by the mock API: it shows what the portal sent.';

function send(reply: FastifyReply, status: number, page: Omit<PageOptions, 'nonce'>) {
  const nonce = reply.cspNonce as { script: string; style: string };
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(pageHtml({ ...page, nonce }));
}

const timestampText = (raw: string): string => {
  const ms = Number(raw);
  return raw && Number.isFinite(ms) ? `${raw} (${new Date(ms).toISOString()})` : raw;
};

export async function standInPages(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  await app.register(fastifyHelmet, standInHelmetOptions(config));
  const options = standInRouteOptions();

  app.get('/stand-in/tracker', options, async (request, reply) => {
    const user = param(request.query, 'user', 254);
    const company = param(request.query, 'company', 20);
    const known = user !== '' && company !== '' && (await trackerAccountExists(db, user, company));
    return send(reply, 200, {
      title: 'myTracker',
      subtitle: NOTE,
      body: `<section class="card" aria-label="Received from the portal">${rowsHtml([
        { label: 'User', value: user, field: 'user' },
        { label: 'Company', value: company, field: 'company' },
        { label: 'Clear saved sign-in', value: param(request.query, 'clearSaved', 10), field: 'clearSaved' },
        { label: 'Timestamp', value: timestampText(param(request.query, 't', 20)), field: 't' },
      ])}</section>
      <section class="card"><p class="${known ? 'ok' : 'bad'}" data-field="account">${
        known ? 'A tracker account exists for this user at this organisation.' : 'No tracker account is known for this user at this organisation.'
      }</p><p class="muted">Shipments would be tracked here.</p></section>`,
    });
  });

  app.get('/stand-in/tracker-login', options, async (request, reply) => {
    const hint = param(request.query, 'login_hint', 254);
    const company = param(request.query, 'company', 20);
    // The portal hands the password over with postMessage (never in an address); only a message
    // from the portal's own origin is accepted, and it only fills this form.
    const script = `(function () {
  var origins = ${scriptJson(framingOrigins(config))};
  var company = ${scriptJson(company)};
  var form = document.getElementById('login');
  var status = document.getElementById('status');
  window.addEventListener('message', function (event) {
    if (origins.indexOf(event.origin) < 0 || !event.data || event.data.type !== 'tracker-credentials') return;
    form.username.value = String(event.data.userEmail || '');
    form.password.value = String(event.data.userPassword || '');
    status.textContent = 'Sign-in details received from the portal.';
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var query = new URLSearchParams({ user: form.username.value, company: company, clearSaved: 'false', t: String(Date.now()) });
    window.location.assign('/stand-in/tracker?' + query.toString());
  });
})();`;
    return send(reply, 200, {
      title: 'Identity provider sign-in',
      subtitle: NOTE,
      body: `<section class="card" aria-label="Received from the portal">${rowsHtml([
        { label: 'Login hint', value: hint, field: 'login_hint' },
        { label: 'Company', value: company, field: 'company' },
      ])}</section>
      <form id="login" class="card" novalidate>
        <label for="username">User name</label><input id="username" name="username" autocomplete="username" value="${escapeHtml(hint)}">
        <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
        <p id="status" class="muted" role="status" data-field="status">Waiting for the portal…</p>
        <button type="submit">Sign in to myTracker</button>
      </form>`,
      script,
    });
  });

  app.get('/stand-in/kpi', options, async (request, reply) => {
    const token = param(request.query, 'token', 200);
    const refresh = param(request.query, 'refresh', 200);
    const info = token ? await kpiTokenInfo(db, token) : null;
    const expired = !!info && info.accessExpiresAt < new Date().toISOString();
    const paired = !!info && refresh !== '' && (await isPairedRefreshToken(db, token, refresh));
    const state = !info ? 'unknown' : expired ? 'expired' : 'valid';
    const verdict = {
      unknown: 'This token is not known: open MyKPI again from the portal.',
      expired: 'This token has expired: open MyKPI again from the portal.',
      valid: 'Token accepted.',
    }[state];
    return send(reply, state === 'valid' ? 200 : 401, {
      title: 'MyKPI dashboard',
      subtitle: NOTE,
      body: `<section class="card"><p class="${state === 'valid' ? 'ok' : 'bad'}" data-field="verdict">${escapeHtml(verdict)}</p></section>
      <section class="card" aria-label="Received from the portal">${rowsHtml([
        { label: 'User', value: info?.email ?? '', field: 'user' },
        { label: 'Company', value: info?.companyCode ?? '', field: 'company' },
        { label: 'Token', value: abbreviate(token), field: 'token' },
        {
          label: 'Refresh token',
          value: refresh ? `${abbreviate(refresh)}${paired ? ', matches the token' : ', does not match the token'}` : '',
          field: 'refresh',
        },
        { label: 'Token valid until', value: info?.accessExpiresAt ?? '', field: 'expires' },
      ])}</section>`,
    });
  });

  app.get('/stand-in/tms', options, async (request, reply) => {
    const company = param(request.query, 'company', 20);
    return send(reply, 200, {
      title: 'My TMS',
      subtitle: NOTE,
      body: `<section class="card" aria-label="Received from the portal">${rowsHtml([{ label: 'Company', value: company, field: 'company' }])}</section>
      <section class="card"><p class="muted">The transport management system signs its users in itself; the portal only opens it for the selected organisation.</p></section>`,
    });
  });
}
