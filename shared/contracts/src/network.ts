import { Array as List, Integer, Null, Number as Num, Object as Obj, Optional, String as Str, Union, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { updatedAtField, updatedSinceField } from './changes';

/**
 * The network slice's contract: the forwarder's offices and agents (My networks) and its offices
 * (Contact Us). Every customer sees the same network: no scope, nothing to send but the session.
 * Objects allow no field they do not list: an answer with an undeclared field fails the API tests'
 * contract check (mock-api/test/contract.ts) until it is declared here.
 */
const strict = { additionalProperties: false } as const;
const orNull = <T extends ReturnType<typeof Num> | ReturnType<typeof Str>>(schema: T) => Union([schema, Null()]);

export const networkLocationSchema = Obj(
  {
    id: Integer(),
    name: Str(),
    address: Str(),
    city: Str(),
    country: Str(),
    contact: Str(),
    unlocode: Str(),
    latitude: orNull(Num()),
    longitude: orNull(Num()),
    type: Str({ examples: ['Company', 'Agent'] }),
    role: Str(),
    continent: Str(),
    image: Optional(orNull(Str())),
    updatedAt: updatedAtField('location'),
  },
  { ...strict, title: 'NetworkLocation' },
);

/**
 * A location as the list, a marker's popup and the office cards show it: with its country's
 * English name, from the API's Intl (a phone would otherwise load ICU's region names, 100 ms at a
 * phone's speed, before it could draw the list).
 */
export const shownLocationSchema = Obj({ ...networkLocationSchema.properties, countryName: Str({ examples: ['Netherlands'] }) }, strict);

/**
 * What the network maps draw, and nothing else: one marker per located location, as columns
 * (index i of each list is one marker), in the order of `data`'s locations. At 10 000 locations
 * this is a tenth of `data` (the names, addresses and contacts stay on the server until the list
 * shows a location or its popup opens), which a phone has to download before the map shows.
 */
export const networkMarkersSchema = Obj(
  {
    id: List(Integer()),
    longitude: List(Num()),
    latitude: List(Num()),
    /** Index into `roles` (the pin's icon). */
    role: List(Integer({ minimum: 0 })),
    roles: List(Str()),
    /** Index into `continents` (the continent buttons). */
    continent: List(Integer({ minimum: 0 })),
    continents: List(Str()),
  },
  strict,
);

/** Locations per page of the list below the map. */
export const NETWORK_LIST_PAGE = 24;
export const NETWORK_LIST_MAX = 100;

export const networkContract = defineContract({
  /** My networks: every location and the continents of its buttons; large, so revalidated by ETag. */
  data: {
    method: 'GET',
    path: '/api/networks/data',
    permission: 'networks.index',
    public: 'read',
    summary: "The forwarder's offices and agents",
    tag: 'Network',
    query: Obj({ updatedSince: updatedSinceField('locations') }),
    response: Obj({ locations: List(networkLocationSchema), continents: List(Str()) }, strict),
    revalidates: true,
  },
  /** The maps' markers: the located locations' coordinates, role and continent, as columns; revalidated by ETag. */
  markers: {
    method: 'GET',
    path: '/api/networks/markers',
    permission: 'networks.index',
    public: 'read',
    summary: 'Where the network locations are (the map markers)',
    tag: 'Network',
    response: networkMarkersSchema,
    revalidates: true,
  },
  /**
   * The list below the map: a page of the locations of a continent (absent: all of them) that
   * contain every word of `q` (in name, city, country code or name, role, UN/LOCODE, address),
   * in `data`'s order, and how many match in all.
   */
  locations: {
    method: 'GET',
    path: '/api/networks/locations',
    permission: 'networks.index',
    public: 'read',
    summary: 'A page of network locations, by continent and search words',
    tag: 'Network',
    query: Obj({
      continent: Optional(Str({ maxLength: 40 })),
      q: Optional(Str({ maxLength: 200 })),
      offset: Optional(Integer({ minimum: 0, maximum: 1_000_000 })),
      limit: Optional(Integer({ minimum: 1, maximum: NETWORK_LIST_MAX })),
      updatedSince: updatedSinceField('locations'),
    }),
    response: Obj({ locations: List(shownLocationSchema), total: Integer() }, strict),
    revalidates: true,
  },
  /** One location's details: the popup of a marker. */
  location: {
    method: 'GET',
    path: '/api/networks/locations/:id',
    permission: 'networks.index',
    public: 'read',
    summary: 'One network location',
    tag: 'Network',
    params: Obj({ id: Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    response: shownLocationSchema,
  },
  /** Contact Us's office cards: their own call, so a failing (or slow, large) network load leaves them standing. */
  offices: {
    method: 'GET',
    path: '/api/networks/offices',
    permission: 'contact.index',
    public: 'read',
    summary: "The forwarder's offices, headquarters first",
    tag: 'Network',
    response: Obj({ offices: List(shownLocationSchema) }, strict),
  },
});

export type NetworkLocation = Static<typeof networkLocationSchema>;
export type ShownLocation = Static<typeof shownLocationSchema>;
export type NetworkData = Static<typeof networkContract.data.response>;
export type NetworkMarkers = Static<typeof networkMarkersSchema>;
export type NetworkLocationPage = Static<typeof networkContract.locations.response>;
export type NetworkLocationQuery = Static<typeof networkContract.locations.query>;
/** GET /api/networks/offices: the forwarder's offices for the contact page, headquarters first. */
export type NetworkOffices = Static<typeof networkContract.offices.response>;
