import type { FastifyInstance } from 'fastify';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINKS_PER_SHIPMENT, shareLinksContract } from '@portal/contracts/shareLinks';
import type { Modality } from '@portal/contracts/wire';
import { audit } from '../../core/audit';
import { registerEndpoint } from '../../core/contract';
import { forbidden, notFound, unprocessable } from '../../core/errors';
import { languageOf, translate } from '../../core/i18n';
import { sessionSecret } from '../../core/session';
import { shipmentInScope } from '../shipments/queries';
import { insertLink, openLinks, revokeLink, summaryOf } from './store';
import { trackRoutes } from './track';

/**
 * Share links of a shipment (shared/contracts/src/shareLinks.ts): made, listed and revoked on the
 * shipment's page with the portal's session (an access token never reaches these routes: they are
 * not in the public API), for a shipment of the current selection only; a shipment or link of
 * anyone else is the same 404 as an unknown one. The public read is track.ts.
 */
const MODE_PARAM: Record<string, Modality> = { sea: 'SEA', air: 'AIR', roa: 'ROA', mul: 'MUL' };
const SHIPMENT_ID = /^[A-Z]{3}\d{2}-\d{1,10}$/;
const DAY_MS = 86_400_000;

export async function shareLinkRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** The shipment of the selection the address names, or a 404 (malformed, unknown and foreign alike). */
  async function shipmentOf(request: { getScope(): Promise<{ customerIds: number[] }> }, mode: string, id: string) {
    const modality = MODE_PARAM[mode];
    if (!modality || !SHIPMENT_ID.test(id)) throw notFound();
    const scope = await request.getScope();
    const row = await shipmentInScope(db, scope.customerIds, modality, id);
    if (!row) throw notFound();
    return { modality, shipmentid: id, customerId: Number(row.customer_id), scope };
  }

  registerEndpoint(app, shareLinksContract.list, async (request) => {
    const { shipmentid, customerId } = await shipmentOf(request, request.params.mode, request.params.id);
    const secret = await sessionSecret(app.config, db);
    return { links: (await openLinks(db, [customerId], shipmentid, new Date().toISOString())).map((row) => summaryOf(row, secret)) };
  });

  registerEndpoint(app, shareLinksContract.create, async (request, reply) => {
    if (request.session.impersonatorId !== undefined) throw forbidden('Share links cannot be made while impersonating.');
    const { modality, shipmentid, customerId } = await shipmentOf(request, request.params.mode, request.params.id);
    const now = new Date();
    if ((await openLinks(db, [customerId], shipmentid, now.toISOString())).length >= SHARE_LINKS_PER_SHIPMENT)
      throw unprocessable({ days: [`A shipment has at most ${SHARE_LINKS_PER_SHIPMENT} open links: revoke one first.`] });
    const body = request.body;
    const expiresAt = new Date(now.getTime() + (body.days ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS).toISOString();
    const frameAncestors = [...new Set((body.frameAncestors ?? []).map((o) => new URL(o).origin))];
    const secret = await sessionSecret(app.config, db);
    const id = await insertLink(db, { customerId, userId: request.user!.id, modality, shipmentid, showReferences: body.showReferences ?? false, frameAncestors, expiresAt }, secret, now);
    await audit(db, request, 'shareLink.create', 'share_link', id, { shipmentid, expiresAt, showReferences: body.showReferences ?? false, frameAncestors });
    const row = (await openLinks(db, [customerId], shipmentid, now.toISOString())).find((r) => r.id === id)!;
    reply.code(201);
    return { link: summaryOf(row, secret) };
  });

  registerEndpoint(app, shareLinksContract.revoke, async (request) => {
    const scope = await request.getScope();
    if (!(await revokeLink(db, scope.customerIds, request.params.linkId, new Date().toISOString()))) throw notFound();
    await audit(db, request, 'shareLink.revoke', 'share_link', request.params.linkId);
    return { message: translate('The link is revoked.', languageOf(request)) };
  });

  trackRoutes(app);
}
