import { call } from '@portal/kit';
import { networkContract } from '@portal/contracts/network';

/** Every network location and the continents of the buttons: networkContract.data. */
export const getNetworkData = (signal?: AbortSignal) => call(networkContract.data, { signal });
