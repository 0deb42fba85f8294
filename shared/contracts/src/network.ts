import { Array as List, Integer, Null, Number as Num, Object as Obj, Optional, String as Str, Union, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';

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
  },
  strict,
);

export const networkContract = defineContract({
  /** My networks: every location and the continents of its buttons; large, so revalidated by ETag. */
  data: {
    method: 'GET',
    path: '/api/networks/data',
    permission: 'networks.index',
    public: 'read',
    summary: "The forwarder's offices and agents",
    tag: 'Network',
    response: Obj({ locations: List(networkLocationSchema), continents: List(Str()) }, strict),
    revalidates: true,
  },
  /** Contact Us's office cards: their own call, so a failing (or slow, large) network load leaves them standing. */
  offices: {
    method: 'GET',
    path: '/api/networks/offices',
    permission: 'contact.index',
    public: 'read',
    summary: "The forwarder's offices, headquarters first",
    tag: 'Network',
    response: Obj({ offices: List(networkLocationSchema) }, strict),
  },
});

export type NetworkLocation = Static<typeof networkLocationSchema>;
export type NetworkData = Static<typeof networkContract.data.response>;
/** GET /api/networks/offices: the forwarder's offices for the contact page, headquarters first. */
export type NetworkOffices = Static<typeof networkContract.offices.response>;
