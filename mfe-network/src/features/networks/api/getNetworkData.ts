import { call } from '@portal/shared/contracts/call';
import { networkContract } from '@portal/shared/contracts/network';

/** Every network location and the continents of the buttons: networkContract.data. */
export const getNetworkData = (signal?: AbortSignal) => call(networkContract.data, { signal });
