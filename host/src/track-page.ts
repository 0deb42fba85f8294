// The public page of a shipment's share link, `/track/<token>`, drawn by the portal host as plain
// HTML from the API's answer (shareLinksContract.track): no script at all, one stylesheet inline
// and the route map as one SVG image from the API. So it opens in a fresh browser, on a phone, in
// a customer's own page (an <iframe>), without any of the portal's bundles, and an unknown,
// expired or revoked link is an HTTP 404 like any other.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { request, type BalancedPool } from 'undici';
import type { AnswerOf } from '@portal/contracts/endpoint';
import { fillPath, shareLinksContract, TRACK_PAGE_PREFIX } from './contracts.ts';

/** The API's answer for a share link: the shipment it shows and who may frame it. */
type TrackAnswer = AnswerOf<typeof shareLinksContract.track>;
type TrackedShipment = TrackAnswer['shipment'];
type Milestone = TrackedShipment['milestones'][number];
/** What the page needs of one API read. */
interface ApiAnswer {
  status: number;
  body: string;
  retryAfter?: string | string[];
}
/** Reads an API address with these request headers. */
type ApiRead = (path: string, headers: Record<string, string>) => Promise<ApiAnswer>;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;background:#f5f7fa}
main{max-width:880px;margin:0 auto;padding:16px}header{margin-bottom:12px}.by{margin:0;color:#566170;font-size:14px}
h1{font-size:1.35rem;margin:4px 0 8px}h2{font-size:1.05rem;margin:20px 0 8px}
.status{display:flex;gap:12px;align-items:center;flex-wrap:wrap}.badge{background:#0b5cad;color:#fff;border-radius:999px;padding:2px 10px;font-weight:600;font-size:14px}
.bar{flex:1;min-width:120px;height:10px;accent-color:#0b5cad}
.map{display:block;width:100%;height:auto;aspect-ratio:800/420;border-radius:8px;border:1px solid #dde3ea;background:#dbe9f6}
ol{list-style:none;margin:0;padding:0;border:1px solid #dde3ea;border-radius:8px;background:#fff}
li{display:grid;grid-template-columns:1fr auto;gap:2px 12px;padding:10px 12px;border-top:1px solid #eef1f4}li:first-child{border-top:0}
li.done .what::before{content:"\\25CF  ";color:#0b5cad}li .what::before{content:"\\25CB  ";color:#8a94a3}
.what{font-weight:600}.where,.when{color:#566170;font-size:14px}.when{text-align:right}.late{color:#b42318}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#566170}dd{margin:0}
footer{margin-top:20px;color:#566170;font-size:13px}
@media (max-width:480px){main{padding:12px}h1{font-size:1.15rem}li{grid-template-columns:1fr}.when{text-align:left}}
`;
const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`;

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const placeName = (p: TrackedShipment['origin']) => [p.name, p.country].filter(Boolean).join(', ');
const MODES: Record<string, string> = { SEA: 'Sea', AIR: 'Air', ROA: 'Road', MUL: 'Rail and multimodal' };

function document(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function milestone(m: Milestone, i: number, current: number) {
  const late = m.late ? ` <span class="late">(${m.delayDays} days late)</span>` : '';
  const when = m.state === 'actual' ? `Actual ${m.date}` : `Estimated ${m.date}`;
  return `<li class="${i <= current ? 'done' : ''}"><span class="what">${escape(m.label)}</span><span class="when">${escape(when)}${late}</span><span class="where">${escape(m.place)}</span><span class="when">Planned ${escape(m.planned)}</span></li>`;
}

function trackHtml(token: string, { shipment: s }: TrackAnswer) {
  const route = `${placeName(s.origin)} → ${placeName(s.delivery ?? s.destination)}`;
  const references = s.references
    ? `<h2>References</h2><dl><dt>Shipment</dt><dd>${escape(s.references.shipmentid)}</dd><dt>Order</dt><dd>${escape(s.references.order_ref)}</dd></dl>`
    : '';
  const map = fillPath(shareLinksContract.map.path, { token });
  return document(
    `Shipment shared by ${s.sharedBy}`,
    `<header><p class="by">Shared by <strong>${escape(s.sharedBy)}</strong> through Meridian Freight</p>` +
      `<h1>${escape(MODES[s.modality] ?? s.modality)} shipment: ${escape(route)}</h1>` +
      `<div class="status"><span class="badge">${escape(s.status)}</span><progress class="bar" max="100" value="${Number(s.progress)}" aria-label="Progress"></progress><span>${Number(s.progress)} %</span></div></header>` +
      `<img class="map" src="${escape(map)}" width="800" height="420" alt="${escape(`Route map from ${placeName(s.origin)} to ${placeName(s.destination)}. ${s.position}`)}">` +
      `<p>${escape(s.position)}</p>` +
      `<h2>Milestones</h2><ol>${s.milestones.map((m, i) => milestone(m, i, s.currentIndex)).join('')}</ol>${references}` +
      `<footer>As of ${escape(s.asOf)}. This link is open until ${escape(s.expiresAt.slice(0, 10))}.</footer>`,
  );
}

const NOT_FOUND = document('Link not found', '<h1>This link does not open a shipment</h1><p>It may have expired or been revoked. Ask whoever sent it for a new one.</p>');
const TOO_MANY = document('Too many requests', '<h1>Too many requests</h1><p>Please try again in a minute.</p>');

const policy = (frameAncestors: readonly string[]) =>
  [
    "default-src 'none'",
    "img-src 'self'",
    `style-src ${STYLE_HASH}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');

/**
 * Registers GET /track/:token on the portal host. `readApi(path, headers)` asks the API (through
 * the host's balancer when there are several instances) and resolves to { status, body }.
 */
export function registerTrackPage(app: FastifyInstance, readApi: ApiRead) {
  app.get<{ Params: { token: string } }>(`${TRACK_PAGE_PREFIX}:token`, { config: { ownPolicy: true } }, async (request, reply) => {
    const { token } = request.params;
    // The API throttles per address: the visitor's, stated by this host as for every API request.
    const res = await readApi(fillPath(shareLinksContract.track.path, { token }), {
      accept: 'application/json',
      'x-forwarded-for': request.ip,
      'accept-language': request.headers['accept-language'] ?? '',
    });
    const answer: TrackAnswer | null = res.status === 200 ? JSON.parse(res.body) : null;
    reply
      .header('content-security-policy', policy(answer?.frameAncestors ?? []))
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    if (!answer?.frameAncestors?.length) reply.header('x-frame-options', 'DENY');
    if (res.status === 429) return reply.code(429).header('retry-after', res.retryAfter ?? '60').send(TOO_MANY);
    if (!answer) return reply.code(res.status >= 500 ? 502 : 404).send(NOT_FOUND);
    return reply.send(trackHtml(token, answer));
  });
}

/** Reads an API address from the one instance (its origin) or the balancer's pool of several. */
export function apiReader(target: string | BalancedPool): ApiRead {
  return async (path, headers) => {
    const res = typeof target === 'string' ? await request(`${target}${path}`, { headers }) : await target.request({ method: 'GET', path, headers });
    return { status: res.statusCode, body: await res.body.text(), retryAfter: res.headers['retry-after'] };
  };
}
