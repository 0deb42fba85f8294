import { call } from '@portal/kit';
import { externalAppsContract } from '@portal/contracts/externalApps';

/** The user's tracker account at the selected organisation. */
export const getWebTrackerCredentials = (signal: AbortSignal) => call(externalAppsContract.trackerCredentials, { signal });
