import { call } from '@portal/kit';
import { externalAppsContract } from '@portal/contracts/externalApps';

/** The configured TMS address for the selection. */
export const getMyTMSConfig = (signal: AbortSignal) => call(externalAppsContract.tmsConfig, { signal });
