import { call } from '@portal/shared/contracts/call';
import { externalAppsContract } from '@portal/shared/contracts/externalApps';

/** The configured TMS address for the selection. */
export const getMyTMSConfig = (signal: AbortSignal) => call(externalAppsContract.tmsConfig, { signal });
