// A shipment's page (`/myshipments/:mode/:id`) drawn by the portal host's first-paint HTML: its
// heading and key facts (reference, status, from → to, departure and arrival, carrier, cargo,
// references) from the same detail read the page makes, asked of the API with the visitor's own
// session, so it is scoped exactly as the API scopes it: an unknown or another customer's
// reference is a 404 there and draws the page's plain skeleton here, with nothing but the address's
// own reference. On a phone the heading and the facts are the page's largest text, painted with the
// HTML instead of once the shell, the remote, its messages and the page's chunk have arrived and
// run. The markup and sizes are the React page's (ShipmentFacts.tsx, ShipmentDetailSkeleton.tsx in
// mfe-dashboard), its styles inline below, so React's page takes its place where it stands. The
// words are the remote's own messages (its route's `paintWords`, published in its routes.json).
import dayjs from 'dayjs';
import type { ShipmentDetail, ShipmentPlace } from '@portal/contracts/shipments';
import type { RemoteRoute } from '../../shared/kit/src/federation/registry.ts';
import { DELAY_THRESHOLD_DAYS, delayWording, earlyReadsForPath, isDelayed, shipmentsContract } from './contracts.ts';

/** What the first paint needs of one API read. */
export type PaintRead = (path: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

/** The page the host draws under its frame: the page's own title and its first screen. */
export interface PagePaint {
  title: string;
  html: string;
}

const PAGE_PATTERN = '/myshipments/:mode/:id';
// The facts the skeleton shows as blank bars, as ShipmentDetailSkeleton.
const SKELETON_FACTS = 8;

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The page's styles (theme.css, dashboard.css and shell.css for these elements), scoped to the
// drawn page so they touch nothing of the frame; the React page's own replace them with it.
const STYLE =
  '.boot-page{margin-top:16px;display:flex;flex-direction:column;gap:16px}' +
  '.boot-page .card{background:#fff;border:1px solid #d5dde6;border-radius:8px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.1);padding:16px}' +
  '.boot-page .muted{color:#4f5d6b}.boot-page .spacer{flex:1}' +
  '.boot-page .badge{display:inline-block;padding:2px 8px;border-radius:999px;font-size:.78rem;font-weight:700;background:#e8f1f8;color:#0b3d63}' +
  '.boot-page .badge-success{background:#e3f4ea;color:#166a3f}.boot-page .badge-danger{background:#fde8e7;color:#b42318}.boot-page .badge-muted{background:#eceff3;color:#4f5d6b}' +
  '.boot-page h2{margin:0;font-size:1.1rem;line-height:1.2}' +
  '.shipment-facts-head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin-bottom:16px}' +
  '.boot-modality{display:inline-block;width:28px;height:28px}' +
  '.shipment-facts-head h2{font-size:1.35rem;font-variant-numeric:tabular-nums}' +
  '.facts-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;margin:0}' +
  '.fact>dt{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em;color:#4f5d6b;margin-bottom:2px}' +
  '.fact>dd{margin:0;display:flex;flex-direction:column;gap:1px;overflow-wrap:anywhere}' +
  '.reference-list{display:grid;grid-template-columns:auto minmax(0,1fr);gap:2px 12px;margin:0}.reference-list dt{font-size:13px;color:#4f5d6b}' +
  '.reference-list dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}' +
  '.blank-bar{display:block;height:12px;width:70%;border-radius:6px;background:#d5dde6}' +
  '.shipment-skeleton-fact{display:flex;flex-direction:column;gap:8px;padding:4px 0}' +
  '.shipment-skeleton-card{min-height:320px}' +
  '.shipment-detail-grid{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);gap:16px;align-items:start}' +
  '@media (max-width:960px){.shipment-detail-grid{grid-template-columns:minmax(0,1fr)}}' +
  '.boot-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

/** The address of the shipment's detail read for this path of the route, or null when the path is not a shipment's page. */
export function shipmentDetailRead(route: RemoteRoute, pathname: string): string | null {
  const declared = route.pageReads?.[PAGE_PATTERN] ?? [];
  if (!declared.includes(shipmentsContract.detail.path) || !route.paintMessages) return null;
  return earlyReadsForPath({ pageReads: { [PAGE_PATTERN]: [shipmentsContract.detail.path] } }, pathname)[0] ?? null;
}

/** The words of one language, `{{name}}`s filled; a key the messages lack reads as the English one, else as itself. */
function wordsFor(route: RemoteRoute, language: string) {
  const own = route.paintMessages?.[language] ?? {};
  const english = route.paintMessages?.en ?? {};
  const plural = new Intl.PluralRules(language);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    (own[key] ?? english[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return {
    t,
    /** A count's plural form, as i18next picks `_one`/`_other`. */
    count: (key: string, count: number) => {
      const form = `${key}_${plural.select(count)}`;
      return t(form in own || form in english ? form : `${key}_other`, { count });
    },
  };
}

/** The page's title as the React page gives it (`detail.title`), with the address's reference. */
const shipmentTitle = (route: RemoteRoute, language: string, id: string) => wordsFor(route, language).t('detail.title', { id });

/**
 * The facts card of one shipment as ShipmentFacts draws it, in `language` (whose dayjs locale
 * has been loaded: loadDayLocale).
 */
function factsCard(detail: ShipmentDetail, route: RemoteRoute, language: string, mode: string): string {
  const { t, count } = wordsFor(route, language);
  const s = detail.shipment;
  const day = (ymd: string | null | undefined) => (ymd ? dayjs(ymd).locale(language).format(t('formats.day')) : t('dates.none'));
  const place = (label: string, p: ShipmentPlace, port: string | null | undefined) =>
    `<div class="fact"><dt>${escape(label)}</dt><dd><strong>${escape(p.locode ? t('place', { name: p.name, locode: p.locode }) : p.name)}</strong>` +
    `<span>${escape(t('cityCountry', { city: p.city, country: p.country }))}</span>${port ? `<span class="muted">${escape(port)}</span>` : ''}</dd></div>`;
  const fact = (label: string, lines: string) => `<div class="fact"><dt>${escape(label)}</dt><dd>${lines}</dd></div>`;
  const delay = typeof s.delay_days === 'number' ? delayBadge(s.delay_days, t, count) : '';
  const weight = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(s.weight_kg);
  const volume = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(s.volume_m3);
  const arrival = s.ata
    ? t('dates.ata', { date: day(s.ata) })
    : `${t('dates.eta', { date: day(s.eta) })}${s.arrival_estimate && s.arrival_estimate !== s.eta ? ` · ${t('detail.facts.estimated', { date: day(s.arrival_estimate) })}` : ''}`;
  const wording = delayWording(s.delay_days);
  const references = (['container_number', 'bill_of_lading', 'air_waybill', 'cmr_number'] as const)
    .filter((key) => s[key])
    .map((key) => `<dt>${escape(t(`detail.facts.reference.${key}`))}</dt><dd>${escape(s[key])}</dd>`)
    .join('');
  return (
    `<section class="card shipment-facts" aria-labelledby="boot-shipment-title"><div class="shipment-facts-head">` +
    `<span class="boot-modality" aria-hidden="true"></span><h2 id="boot-shipment-title">${escape(s.shipmentid)}</h2>` +
    `<span class="badge">${escape(t(`status.${s.status}`))}</span>${delay}<span class="spacer"></span>` +
    `<span class="muted">${escape(t(`modes.${mode}.name`))} · ${escape(s.type)} · ${escape(t('detail.facts.incoterm', { incoterm: s.incoterm }))}</span></div>` +
    `<dl class="facts-grid">` +
    place(t('detail.facts.from'), detail.origin, s.loadport) +
    place(t('detail.facts.to'), detail.destination, s.dischargeport) +
    (detail.via ? place(t('detail.facts.via'), detail.via, null) : '') +
    (detail.delivery ? place(t('detail.facts.delivery'), detail.delivery, null) : '') +
    fact(t('detail.facts.carrier'), `<strong>${escape(s.carrier)}</strong>${s.vehicle ? `<span>${escape(t(`detail.facts.vehicle.${s.modality}`, { vehicle: s.vehicle }))}</span>` : ''}`) +
    fact(t('detail.facts.cargo'), `<strong>${escape(s.cargo)}</strong><span>${escape(t('detail.facts.weightVolume', { weight, volume }))}</span><span class="muted">${escape(s.goods)}</span>`) +
    fact(
      t('detail.facts.departure'),
      `<strong>${escape(s.atd ? t('dates.atd', { date: day(s.atd) }) : t('dates.etd', { date: day(s.etd) }))}</strong>${s.atd ? `<span class="muted">${escape(t('detail.facts.planned', { date: day(s.etd) }))}</span>` : ''}`,
    ) +
    fact(
      t('detail.facts.arrival'),
      `<strong>${escape(arrival)}</strong>${s.ata ? `<span class="muted">${escape(t('detail.facts.planned', { date: day(s.eta) }))}</span>` : ''}<span>${escape('count' in wording ? count(`delay.${wording.key}`, wording.count) : t(`delay.${wording.key}`))}</span>`,
    ) +
    `<div class="fact shipment-references"><dt>${escape(t('detail.facts.references'))}</dt><dd><dl class="reference-list"><dt>${escape(t('detail.facts.reference.order_ref'))}</dt><dd>${escape(s.order_ref)}</dd>${references}</dl></dd></div>` +
    `</dl></section>`
  );
}

/** DelayBadge's badge: "On time", "1 day late" (muted) or "3 days late" (beyond the tolerance). */
function delayBadge(delayDays: number, t: ReturnType<typeof wordsFor>['t'], count: ReturnType<typeof wordsFor>['count']): string {
  const delayed = isDelayed(delayDays);
  const tone = delayed ? 'badge-danger' : delayDays > 0 ? 'badge-muted' : 'badge-success';
  const wording = delayWording(Math.max(0, delayDays));
  const words = 'count' in wording ? count(`delay.${wording.key}`, wording.count) : t(`delay.${wording.key}`);
  return `<span class="badge ${tone}" title="${escape(t('delay.rule', { count: DELAY_THRESHOLD_DAYS }))}">${escape(words)}</span>`;
}

/** The facts card's shape with blank bars, as ShipmentDetailSkeleton draws it. */
const skeletonCard = (label: string) =>
  `<section class="card shipment-facts" aria-label="${escape(label)}"><div class="facts-grid" aria-hidden="true">` +
  `<div class="fact shipment-skeleton-fact"><span class="blank-bar"></span><span class="blank-bar"></span></div>`.repeat(SKELETON_FACTS) +
  `</div></section>`;

/**
 * The first screen of a shipment's page: the facts card of `detail` (null: the plain skeleton),
 * then the milestones' and the route's cards as skeletons, where the page draws them.
 */
function shipmentPageHtml(detail: ShipmentDetail | null, route: RemoteRoute, language: string, mode: string, id: string): string {
  const { t } = wordsFor(route, language);
  const title = t('detail.title', { id });
  const facts = detail ? factsCard(detail, route, language, mode) : skeletonCard(title);
  return (
    `<div class="boot-page" aria-busy="true"><style>${STYLE}</style>${facts}` +
    `<div class="shipment-detail-grid" aria-hidden="true"><section class="card shipment-skeleton-card"></section><section class="card shipment-skeleton-card"></section></div></div>`
  );
}

const dayLocales = new Map<string, Promise<void>>();
/** Loads dayjs's own locale of a language once (the one the portal's pages format with). */
function loadDayLocale(language: string): Promise<void> {
  let loading = dayLocales.get(language);
  if (!loading) {
    loading = /^[a-z]{2,3}(-[a-z0-9]+)?$/i.test(language) && language !== 'en' ? import(`dayjs/locale/${language.toLowerCase()}.js`).then(() => undefined, () => undefined) : Promise.resolve();
    dayLocales.set(language, loading);
  }
  return loading;
}

/**
 * The page a shipment's path draws at first paint, or null when the path is not one (or the
 * route publishes no words for it). The detail is read with the visitor's own cookies; a read
 * that is not a 200 within `timeoutMs` draws the skeleton.
 */
export async function shipmentFirstPaint(
  route: RemoteRoute,
  pathname: string,
  { language, readApi, headers, timeoutMs = 1000 }: { language: string; readApi: PaintRead; headers: Record<string, string>; timeoutMs?: number },
): Promise<PagePaint | null> {
  const address = shipmentDetailRead(route, pathname);
  if (!address) return null;
  const [, , mode, id] = address.replace(/^.*\/detail\//, '/detail/').split('/').map((part) => decodeURIComponent(part));
  const read = readApi(address, { ...headers, accept: 'application/json', 'accept-language': language })
    .then((res) => (res.status === 200 ? (JSON.parse(res.body) as ShipmentDetail) : null))
    .catch(() => null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, timeoutMs, null)));
  const [detail] = await Promise.all([Promise.race([read, late]), loadDayLocale(language)]);
  clearTimeout(timer);
  // The answer must be the shipment the address names: anything else draws the skeleton.
  const shown = detail?.shipment?.shipmentid === id ? detail : null;
  return { title: shipmentTitle(route, language, id), html: shipmentPageHtml(shown, route, language, mode, id) };
}
