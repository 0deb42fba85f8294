import { call } from '@portal/shared/contracts/call';
import { networkContract } from '@portal/shared/contracts/network';

/** The forwarder's offices, headquarters first (the API orders them): networkContract.offices. */
export const getOffices = (signal?: AbortSignal) => call(networkContract.offices, { signal });
