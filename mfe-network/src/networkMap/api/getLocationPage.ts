import { call } from '@portal/kit';
import { networkContract, type NetworkLocationQuery } from '@portal/contracts/network';

/**
 * A page of the list: networkContract.locations. The first page of the whole network is asked
 * with no query at all, the address the route reads early (routes.ts).
 */
export const getLocationPage = (query: NetworkLocationQuery, signal?: AbortSignal) => call(networkContract.locations, { query, signal });
