import { Array as List, Boolean as Bool, Integer, Null, Number as Num, Object as Obj, Optional, String as Str, Union, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { milestoneSchema, modalitySchema } from './shipments.schemas';
import { oneOf, strict } from './schemas';
import { SHIPMENT_STATUSES } from './rules/shipmentStatus';

/**
 * A shipment shared with one link: the customer makes, lists and revokes links on the shipment's
 * page (cookie session; the portal's own, never an access token's), and anyone holding a link
 * reads that one shipment at `/track/<token>` without signing in: its route, milestones and
 * status, its references only when the link says so, never prices, documents or any other
 * shipment. An unknown, expired or revoked token is one and the same 404.
 */
const TAG = 'Share links';
const dateTime = Str({ format: 'date-time' });

export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 180;
/** Links alive per shipment at most: enough for every party, not a way to fill the table. */
export const SHARE_LINKS_PER_SHIPMENT = 20;
/** Where a share link's page opens (the portal host serves it; the token follows). */
export const TRACK_PAGE_PREFIX = '/track/';

/** An origin a customer's own page is served from, which may frame the link (`frame-ancestors`). */
const origin = Str({ maxLength: 200, pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$', description: 'https://www.example.com' });

export const shareLinkSchema = Obj(
  {
    id: Integer(),
    /** The page's address on the portal's origin, `/track/<token>`: the owner may copy it again. */
    path: Str(),
    showReferences: Bool(),
    frameAncestors: List(Str()),
    createdAt: dateTime,
    expiresAt: dateTime,
    createdBy: Str({ description: "The name of the user who made it" }),
  },
  strict,
);

const shipmentParams = Obj({ mode: Str({ maxLength: 8 }), id: Str({ maxLength: 64 }) });
const tokenParams = Obj({ token: Str({ maxLength: 100 }) });

const place = Obj({ name: Str(), city: Str(), country: Str() }, strict);
/** What the public page shows of the shipment, and nothing else. */
export const trackedShipmentSchema = Obj(
  {
    sharedBy: Str({ description: 'The customer who shares it' }),
    expiresAt: dateTime,
    modality: modalitySchema,
    status: oneOf([...SHIPMENT_STATUSES]),
    progress: Num({ minimum: 0, maximum: 100 }),
    origin: place,
    destination: place,
    delivery: Union([place, Null()]),
    milestones: List(milestoneSchema),
    currentIndex: Integer(),
    position: Str({ description: 'Where the cargo is now, in words' }),
    /** Only when the link says so. */
    references: Union([Obj({ shipmentid: Str(), order_ref: Str() }, strict), Null()]),
    asOf: Str({ format: 'date' }),
  },
  strict,
);

export const shareLinksContract = defineContract({
  list: {
    method: 'GET',
    path: '/api/shareLinks/:mode/:id',
    permission: 'shipments.index',
    summary: "A shipment's share links that are still open",
    tag: TAG,
    params: shipmentParams,
    response: Obj({ links: List(shareLinkSchema) }, strict),
  },
  create: {
    method: 'POST',
    path: '/api/shareLinks/:mode/:id',
    permission: 'shipments.index',
    summary: 'Make a share link of a shipment',
    tag: TAG,
    params: shipmentParams,
    body: Obj(
      {
        days: Optional(Integer({ minimum: 1, maximum: SHARE_LINK_MAX_DAYS, description: `Days it stays open (default ${SHARE_LINK_DEFAULT_DAYS})` })),
        showReferences: Optional(Bool({ description: 'Show the shipment and order references (default false)' })),
        frameAncestors: Optional(List(origin, { maxItems: 5, description: "Origins of the customer's own pages that may embed it" })),
      },
      strict,
    ),
    created: true,
    response: Obj({ link: shareLinkSchema }, strict),
  },
  revoke: {
    method: 'DELETE',
    path: '/api/shareLinks/:linkId',
    permission: 'shipments.index',
    summary: 'Revoke a share link at once',
    tag: TAG,
    params: Obj({ linkId: Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    response: Obj({ message: Str() }, strict),
  },
  /** Read by the portal host to draw `/track/<token>` (and by anyone holding the link). */
  track: {
    method: 'GET',
    path: '/api/track/:token',
    anonymous: true,
    summary: 'The shipment a share link shows',
    tag: TAG,
    params: tokenParams,
    response: Obj({ shipment: trackedShipmentSchema, frameAncestors: List(Str()) }, strict),
  },
  map: {
    method: 'GET',
    path: '/api/track/:token/map',
    anonymous: true,
    summary: "The shipment's route on a map (SVG)",
    tag: TAG,
    params: tokenParams,
    file: ['image/svg+xml'],
  },
});

export type ShareLink = Static<typeof shareLinkSchema>;
export type TrackedShipment = Static<typeof trackedShipmentSchema>;
export type ShareLinkInput = Static<typeof shareLinksContract.create.body>;
