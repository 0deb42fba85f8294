import { call } from '@portal/kit';
import { networkContract } from '@portal/contracts/network';

/** Where the located locations are, as columns (what the maps draw): networkContract.markers. */
export const getNetworkMarkers = (signal?: AbortSignal) => call(networkContract.markers, { signal });
