import { call } from '@portal/kit';
import { networkContract } from '@portal/contracts/network';

/** One location's details (a marker's popup): networkContract.location. */
export const getLocation = (id: number, signal?: AbortSignal) => call(networkContract.location, { params: { id }, signal });
