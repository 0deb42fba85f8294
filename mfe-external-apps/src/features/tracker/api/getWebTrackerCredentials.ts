import { call } from '@portal/shared/contracts/call';
import { externalAppsContract } from '@portal/shared/contracts/externalApps';

/** The user's tracker account at the selected organisation. */
export const getWebTrackerCredentials = (signal: AbortSignal) => call(externalAppsContract.trackerCredentials, { signal });
