import { call } from '@portal/kit';
import { networkContract } from '@portal/contracts/network';

/** The forwarder's offices, headquarters first (the API orders them): networkContract.offices. */
export const getOffices = (signal?: AbortSignal) => call(networkContract.offices, { signal });
