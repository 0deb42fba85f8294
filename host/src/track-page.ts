// The public page of a shipment's share link, `/track/<token>`, drawn by the portal host as plain
// HTML from the API's answer (shareLinksContract.track): no script at all, one stylesheet inline
// and the route map as one SVG image from the API. So it opens in a fresh browser, on a phone, in
// a customer's own page (an <iframe>), without any of the portal's bundles, and an unknown,
// expired or revoked link is an HTTP 404 like any other. Its words are in the viewer's language
// (Accept-Language: the viewer has no account), from its own messages (./track-words.ts).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { request, type BalancedPool } from 'undici';
import type { AnswerOf } from '@portal/contracts/endpoint';
import { fillPath, shareLinksContract, TRACK_PAGE_PREFIX } from './contracts.ts';
import { trackWords, type TrackWords } from './track-words.ts';

/** The API's answer for a share link: the shipment it shows and who may frame it. */
export type TrackAnswer = AnswerOf<typeof shareLinksContract.track>;
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

function document(words: TrackWords, title: string, body: string) {
  return `<!doctype html><html lang="${escape(words.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function milestone(words: TrackWords, m: Milestone, i: number, current: number) {
  const t = (key: string, values?: Record<string, string | number>) => escape(words.text('page', key, values));
  const late = m.late ? ` <span class="late">${escape(words.late(m.delayDays))}</span>` : '';
  const when = t(m.state === 'actual' ? 'actual' : 'estimated', { date: words.day(m.date) });
  return `<li class="${i <= current ? 'done' : ''}"><span class="what">${escape(words.milestone(m.label))}</span><span class="when">${when}${late}</span><span class="where">${escape(m.place)}</span><span class="when">${t('planned', { date: words.day(m.planned) })}</span></li>`;
}

/** The page of the API's answer in `words`' language (trackWords). */
export function trackHtml(token: string, { shipment: s }: TrackAnswer, words: TrackWords) {
  const t = (key: string, values?: Record<string, string | number>) => escape(words.text('page', key, values));
  const route = `${placeName(s.origin)} → ${placeName(s.delivery ?? s.destination)}`;
  const references = s.references
    ? `<h2>${t('references')}</h2><dl><dt>${t('shipmentRef')}</dt><dd>${escape(s.references.shipmentid)}</dd><dt>${t('orderRef')}</dt><dd>${escape(s.references.order_ref)}</dd></dl>`
    : '';
  const map = fillPath(shareLinksContract.map.path, { token });
  // The sentence is escaped with its place for the name kept, then the name goes there in bold.
  const sharedBy = t('sharedBy', { sharedBy: '{{sharedBy}}' }).replace('{{sharedBy}}', `<strong>${escape(s.sharedBy)}</strong>`);
  return document(
    words,
    words.text('page', 'title', { sharedBy: s.sharedBy }),
    `<header><p class="by">${sharedBy}</p>` +
      `<h1>${t('heading', { shipment: words.shipment(s.modality), route })}</h1>` +
      `<div class="status"><span class="badge">${escape(words.status(s.status))}</span><progress class="bar" max="100" value="${Number(s.progress)}" aria-label="${t('progress')}"></progress><span>${Number(s.progress)} %</span></div></header>` +
      `<img class="map" src="${escape(map)}" width="800" height="420" alt="${t('mapAlt', { from: placeName(s.origin), to: placeName(s.destination), position: s.position })}">` +
      `<p>${escape(s.position)}</p>` +
      `<h2>${t('milestones')}</h2><ol>${s.milestones.map((m, i) => milestone(words, m, i, s.currentIndex)).join('')}</ol>${references}` +
      `<footer>${t('footer', { asOf: words.day(s.asOf), until: words.day(s.expiresAt.slice(0, 10)) })}</footer>`,
  );
}

const refusal = (words: TrackWords, kind: 'notFound' | 'tooMany') => document(words, words.text(kind, 'title'), `<h1>${escape(words.text(kind, 'heading'))}</h1><p>${escape(words.text(kind, 'text'))}</p>`);

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
    const words = trackWords(request.headers['accept-language']);
    reply
      .header('content-security-policy', policy(answer?.frameAncestors ?? []))
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .header('content-language', words.language)
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8');
    if (!answer?.frameAncestors?.length) reply.header('x-frame-options', 'DENY');
    if (res.status === 429) return reply.code(429).header('retry-after', res.retryAfter ?? '60').send(refusal(words, 'tooMany'));
    if (!answer) return reply.code(res.status >= 500 ? 502 : 404).send(refusal(words, 'notFound'));
    return reply.send(trackHtml(token, answer, words));
  });
}

/** Reads an API address from the one instance (its origin) or the balancer's pool of several. */
export function apiReader(target: string | BalancedPool): ApiRead {
  return async (path, headers) => {
    const res = typeof target === 'string' ? await request(`${target}${path}`, { headers }) : await target.request({ method: 'GET', path, headers });
    return { status: res.statusCode, body: await res.body.text(), retryAfter: res.headers['retry-after'] };
  };
}
