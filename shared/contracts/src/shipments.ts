import { Array as List, Null, Object as Obj, String as Str, Union, type Static } from '@sinclair/typebox';
import { changesQuery, nextCursor, updatedSinceField } from './changes';
import { defineContract } from './endpoint';
import { strict } from './schemas';
import {
  emissionLegSchema,
  milestoneSchema,
  myShipmentRowSchema,
  shipmentDetailSchema,
  shipmentDocumentSchema,
  shipmentEmissionsSchema,
  shipmentPlaceSchema,
  shipmentRouteSchema,
  shipmentChangeSchema,
  shipmentSchema,
  shipmentsDataSchema,
  shipmentsOverviewSchema,
  shipmentTotalsSchema,
  LEG_MODES,
} from './shipments.schemas';
import { tableContract } from './tables';
import { MODE_KEYS } from './modes';

/**
 * The shipments slice's contract (spec section 7): the dashboard's calls, one shipment's detail
 * and route, and the My Shipments tables. All public (read scope): an access token calls them as
 * the portal does. The server scopes every answer by the selection.
 */
const TAG = 'Shipments';
const updated = Union([Str({ format: 'date-time' }), Null()]);

export const shipmentsContract = defineContract({
  shipments: {
    method: 'GET',
    path: '/api/shipments/shipments',
    permission: 'shipments.index',
    public: 'read',
    summary: 'Shipments under way, every modality',
    tag: TAG,
    query: Obj({ updatedSince: updatedSinceField('shipments under way') }),
    response: Obj({ shipments: List(shipmentSchema), updated }, strict),
    revalidates: true,
  },
  /** The dashboard: progress moves with the clock, so the answer is a minute old at most. */
  data: {
    method: 'GET',
    path: '/api/shipments/data',
    permission: 'shipments.index',
    public: 'read',
    summary: 'Shipments under way per modality, with totals, delivery performance and CO2e of the year',
    tag: TAG,
    response: shipmentsDataSchema,
    revalidates: true,
  },
  /**
   * The dashboard's first screen: the figures of `data`, the length of each of its lists
   * and their first DASHBOARD_FIRST_ROWS shipments, in 1 % of its bytes. What it shows equals what
   * `data` shows; the dashboard reads it with the page and `data` after its first paint.
   */
  overview: {
    method: 'GET',
    path: '/api/shipments/overview',
    permission: 'shipments.index',
    public: 'read',
    summary: "The dashboard's first screen: the counts and figures of the shipments under way, and the first of each modality",
    tag: TAG,
    response: shipmentsOverviewSchema,
    revalidates: true,
  },
  totals: {
    method: 'GET',
    path: '/api/shipments/totals',
    permission: 'shipments.index',
    public: 'read',
    summary: 'Listed shipments per modality',
    tag: TAG,
    response: Obj({ totals: shipmentTotalsSchema }, { ...strict, examples: [{ totals: { SEA: 12, AIR: 7, MUL: 2, ROA: 9 } }] }),
  },
  updated: {
    method: 'GET',
    path: '/api/shipments/updated',
    permission: 'shipments.index',
    public: 'read',
    summary: 'When the shipments in scope last changed',
    tag: TAG,
    response: Obj({ updated }, strict),
  },
  /**
   * What changed, for a customer's system that keeps its own copy: every shipment in scope (under
   * way, planned or delivered) whose data changed at or after `updatedSince`, oldest change first,
   * a page at a time; `next` is the cursor of the page after, null on the last.
   */
  changes: {
    method: 'GET',
    path: '/api/shipments/changes',
    permission: 'shipments.index',
    public: 'read',
    summary: 'Shipments changed since a moment, oldest change first; follow next until it is null',
    tag: TAG,
    query: changesQuery('shipment'),
    response: Obj({ shipments: List(shipmentChangeSchema), next: nextCursor }, strict),
    revalidates: true,
  },
  /** A shipment outside the selection is a 404 like an unknown one. */
  detail: {
    method: 'GET',
    path: '/api/shipments/detail/:mode/:id',
    permission: 'shipments.index',
    public: 'read',
    summary: 'One shipment with its milestones, places, CO2e legs and documents',
    tag: TAG,
    // Text only: a wrong mode or a malformed id is the same 404 as a foreign one, never a hint.
    params: Obj({ mode: Str({ maxLength: 8 }), id: Str({ maxLength: 64 }) }),
    response: shipmentDetailSchema,
  },
  route: {
    method: 'GET',
    path: '/api/shipments/route/:mode/:id',
    permission: 'shipments.index',
    public: 'read',
    summary: 'How a shipment travels: the line on the map and its length',
    tag: TAG,
    // A wrong mode is a 422 naming it; a shipment not of that mode, a 404.
    params: Obj({ mode: Str({ enum: [...MODE_KEYS] }), id: Str({ maxLength: 40 }) }),
    response: shipmentRouteSchema,
  },
});

/**
 * How many shipments of each modality the overview carries: the rows a dashboard list shows
 * before the page scrolls. On a wide screen the list starts some 410 px down, beside the map
 * (mfe-dashboard's dashboard.css), so a window 1 080 px tall shows 11 rows of 64 px; one more.
 */
export const DASHBOARD_FIRST_ROWS = 12;

/** The My Shipments tables, one per mode (mock-api/src/modules/shipments/tables.ts). */
export const myShipmentsTables = {
  sea: tableContract('/api/myShipments/sea', { row: myShipmentRowSchema, permission: 'myShipments.sea.initTable', public: 'read', tag: TAG }),
  air: tableContract('/api/myShipments/air', { row: myShipmentRowSchema, permission: 'myShipments.air.initTable', public: 'read', tag: TAG }),
  roa: tableContract('/api/myShipments/roa', { row: myShipmentRowSchema, permission: 'myShipments.roa.initTable', public: 'read', tag: TAG }),
  mul: tableContract('/api/myShipments/mul', { row: myShipmentRowSchema, permission: 'myShipments.mul.initTable', public: 'read', tag: TAG }),
};

export type Shipment = Static<typeof shipmentSchema>;
export type ShipmentChange = Static<typeof shipmentChangeSchema>;
export type ShipmentTotals = Static<typeof shipmentTotalsSchema>;
export type ShipmentsData = Static<typeof shipmentsDataSchema>;
export type ShipmentsOverview = Static<typeof shipmentsOverviewSchema>;
export type ShipmentRoute = Static<typeof shipmentRouteSchema>;
export type ShipmentPlace = Static<typeof shipmentPlaceSchema>;
export type Milestone = Static<typeof milestoneSchema>;
export type LegMode = (typeof LEG_MODES)[number];
export type EmissionLeg = Static<typeof emissionLegSchema>;
export type ShipmentEmissions = Static<typeof shipmentEmissionsSchema>;
export type ShipmentDocument = Static<typeof shipmentDocumentSchema>;
export type ShipmentDetail = Static<typeof shipmentDetailSchema>;
/** Who carries a shipment and what: the feed's facts as stored and as the detail shows them. */
export type ShipmentCarriage = Pick<ShipmentDetail['shipment'], 'carrier' | 'vehicle' | 'cargo' | 'pieces' | 'weight_kg' | 'volume_m3'>;
export type MyShipmentRow = Static<typeof myShipmentRowSchema>;
