import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPairedRefreshToken, kpiTokenInfo } from '../kpiTokens';
import { trackerAccountExists } from '../trackerAccounts';
import { escapeHtml, pageHtml, param, rowsHtml, scriptJson, utcTimeText, type PageOptions } from './html';
import { handOverHtml, trackingDemoHtml } from './trackerDemo';
import { framingOrigins, standInHelmetOptions, standInRouteOptions } from './security';
import { standInWords } from './language';

/**
 * Stand-ins for the external tracker, its identity-provider login, the KPI dashboard and the TMS,
 * served at the default TRACKER_URL, TRACKER_LOGIN_URL, KPI_URL and TMS_URL so that every flow
 * can be followed offline. They are what a customer sees in a demo, so they look like the
 * product (sample data, labelled as such) and show the portal's hand-over in words, as the real
 * app would confirm a sign-in; the rows tests read carry data-field.
 */
const NOTE = 'Demo version, opened from your customer portal';

function send(reply: FastifyReply, status: number, page: Omit<PageOptions, 'nonce'>) {
  reply.header('content-language', page.language);
  const nonce = reply.cspNonce as { script: string; style: string };
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(pageHtml({ ...page, nonce }));
}

export async function standInPages(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  await app.register(fastifyHelmet, standInHelmetOptions(config));
  const options = standInRouteOptions();

  app.get('/stand-in/tracker', options, async (request, reply) => {
    const user = param(request.query, 'user', 254);
    const company = param(request.query, 'company', 20);
    const known = user !== '' && company !== '' && (await trackerAccountExists(db, user, company));
    const openedAt = utcTimeText(Number(param(request.query, 't', 20) || NaN));
    const savedCleared = param(request.query, 'clearSaved', 10) === 'true';
    const { language, t } = standInWords(request);
    return send(reply, 200, {
      language,
      title: t('My tracker'),
      subtitle: t(NOTE),
      body: `${handOverHtml(t, user, company, openedAt, savedCleared, known)}
      ${trackingDemoHtml(t)}`,
    });
  });

  app.get('/stand-in/tracker-login', options, async (request, reply) => {
    const hint = param(request.query, 'login_hint', 254);
    const company = param(request.query, 'company', 20);
    const { language, t } = standInWords(request);
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
    status.textContent = ${scriptJson(t('Sign-in details received from the portal.'))};
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var query = new URLSearchParams({ user: form.username.value, company: company, clearSaved: 'false', t: String(Date.now()) });
    window.location.assign('/stand-in/tracker?' + query.toString());
  });
})();`;
    return send(reply, 200, {
      language,
      title: t('My tracker sign-in'),
      subtitle: t(NOTE),
      body: `<section class="card handover" aria-label="${t('From your customer portal')}"><p>${t('Your customer portal is signing you in')}${
        hint ? ` ${t('as')} <span data-field="login_hint">${escapeHtml(hint)}</span>` : ''
      }${company ? ` ${t('for organisation')} <span data-field="company">${escapeHtml(company)}</span>` : ''}.</p></section>
      <form id="login" class="card" novalidate>
        <label for="username">${t('User name')}</label><input id="username" name="username" autocomplete="username" value="${escapeHtml(hint)}">
        <label for="password">${t('Password')}</label><input id="password" name="password" type="password" autocomplete="current-password">
        <p id="status" class="muted" role="status" data-field="status">${t('Waiting for your sign-in details from the portal…')}</p>
        <button type="submit">${t('Sign in to My tracker')}</button>
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
    const { language, t } = standInWords(request);
    const verdict = {
      unknown: 'This token is not known: open MyKPI again from the portal.',
      expired: 'This token has expired: open MyKPI again from the portal.',
      valid: 'Token accepted.',
    }[state];
    return send(reply, state === 'valid' ? 200 : 401, {
      language,
      title: t('MyKPI dashboard'),
      subtitle: t(NOTE),
      body: `<section class="card"><p class="${state === 'valid' ? 'ok' : 'bad'}" data-field="verdict">${escapeHtml(t(verdict))}</p></section>
      <section class="card handover" aria-label="${t('Signed in from your customer portal')}">${rowsHtml([
        { label: t('Signed in as'), value: info?.email ?? '', field: 'user' },
        { label: t('Organisation'), value: info?.companyCode ?? '', field: 'company' },
        { label: t('Session renewal'), value: refresh ? t(paired ? 'Set up: the session renews itself' : 'Not possible: open MyKPI again from the portal') : '', field: 'refresh' },
        { label: t('Session valid until'), value: info ? utcTimeText(Date.parse(info.accessExpiresAt)) : '', field: 'expires' },
      ])}</section>`,
    });
  });

  app.get('/stand-in/tms', options, async (request, reply) => {
    const company = param(request.query, 'company', 20);
    const { language, t } = standInWords(request);
    return send(reply, 200, {
      language,
      title: t('My TMS'),
      subtitle: t(NOTE),
      body: `<section class="card handover" aria-label="${t('Opened from your customer portal')}">${rowsHtml([{ label: t('Organisation'), value: company, field: 'company' }])}</section>
      <section class="card"><p class="muted">${t('My TMS signs you in with its own account; your customer portal opens it for the organisation you have selected.')}</p></section>`,
    });
  });
}
