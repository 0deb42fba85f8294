import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shareLinksContract, type TrackedShipment } from '@portal/contracts/shareLinks';
import type { Modality } from '@portal/contracts/wire';
import { registerEndpoint } from '../../core/contract';
import { notFound, tooManyRequests } from '../../core/errors';
import { storedDay } from '../shipments/feedDay';
import { buildShipmentDetail, type StoredRow } from '../shipments/detail';
import { wordDetail } from '../shipments/detail/wording';
import { languageOf } from '../../core/i18n';
import { routeMapSvg } from './mapSvg';
import { hashShareToken, linkOfToken, TOKEN_SHAPE, type ShareLinkRow } from './store';

/**
 * The public read of a share link: no session, the token in the address is the only credential.
 * It reads the one shipment the link names (by its organisation and reference, never through a
 * session's scope), and answers an unknown, expired or revoked token, and a shipment no longer
 * in the feed, with one and the same 404. Counted per address and per token in the shared
 * throttle, so guessing tokens or hammering one link is refused on every instance alike.
 */
const WINDOW_MS = 60_000;

type Place = { name: string; city: string; country: string };
const placeOf = (p: Place | null): Place | null => (p ? { name: p.name, city: p.city, country: p.country } : null);

export function trackRoutes(app: FastifyInstance): void {
  const db = app.db;

  async function throttled(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const limit = app.config.trackRateLimit;
    if (limit === 0) return;
    const byAddress = await app.throttle.hit(`track:ip:${request.ip}`, WINDOW_MS);
    // A token of the wrong shape is not counted under its own name: it cannot fill the table.
    const byToken = TOKEN_SHAPE.test(token) ? await app.throttle.hit(`track:token:${hashShareToken(token).slice(0, 32)}`, WINDOW_MS) : { count: 0, resetInMs: 0 };
    if (byAddress.count > limit || byToken.count > limit * 2) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(Math.max(byAddress.resetInMs, byToken.resetInMs) / 1000))));
      throw tooManyRequests('Too many requests for this page. Please try again in a minute.');
    }
  }

  async function opened(token: string): Promise<{ link: ShareLinkRow; row: StoredRow; sharedBy: string }> {
    const link = await linkOfToken(db, token, new Date().toISOString());
    if (!link) throw notFound();
    const row = await db.get<StoredRow>('SELECT * FROM shipments WHERE customer_id = @customerId AND modality = @modality AND shipmentid = @shipmentid AND etd IS NOT NULL', {
      customerId: link.customer_id,
      modality: link.modality as Modality,
      shipmentid: link.shipmentid,
    });
    if (!row) throw notFound();
    const customer = await db.get<{ name: string }>('SELECT name FROM customers WHERE id = @id', { id: link.customer_id });
    return { link, row, sharedBy: customer?.name ?? '' };
  }

  const today = async () => (await storedDay(db)) ?? new Date().toISOString().slice(0, 10);

  registerEndpoint(app, shareLinksContract.track, async (request, reply) => {
    await throttled(request, reply, request.params.token);
    const { link, row, sharedBy } = await opened(request.params.token);
    // The places and the "Now" line in the viewer's language (the page's host forwards its Accept-Language).
    const detail = wordDetail(buildShipmentDetail(row, await today()), languageOf(request));
    const shipment: TrackedShipment = {
      sharedBy,
      expiresAt: link.expires_at,
      modality: detail.shipment.modality,
      status: detail.shipment.status,
      progress: detail.shipment.progress,
      origin: placeOf(detail.origin)!,
      destination: placeOf(detail.destination)!,
      delivery: placeOf(detail.delivery),
      milestones: detail.milestones,
      currentIndex: detail.currentIndex,
      position: detail.position.text,
      references: link.show_references ? { shipmentid: detail.shipment.shipmentid, order_ref: detail.shipment.order_ref } : null,
      asOf: detail.asOf,
    };
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
    return { shipment, frameAncestors: JSON.parse(link.frame_ancestors) as string[] };
  });

  registerEndpoint(app, shareLinksContract.map, async (request, reply) => {
    await throttled(request, reply, request.params.token);
    const { row } = await opened(request.params.token);
    const svg = await routeMapSvg(buildShipmentDetail(row, await today()));
    reply.header('content-type', 'image/svg+xml');
    reply.header('content-disposition', 'inline; filename="route.svg"');
    reply.header('cache-control', 'private, max-age=300');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
    return reply.send(svg);
  });
}
