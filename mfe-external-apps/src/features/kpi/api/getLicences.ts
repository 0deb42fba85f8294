import { call } from '@portal/kit';
import { externalAppsContract } from '@portal/contracts/externalApps';

/** What the selection may open; issues no token. */
export const getLicences = (signal: AbortSignal) => call(externalAppsContract.licences, { signal });
