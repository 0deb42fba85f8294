import { call } from '@portal/shared/contracts/call';
import { externalAppsContract } from '@portal/shared/contracts/externalApps';

/** What the selection may open; issues no token. */
export const getLicences = (signal: AbortSignal) => call(externalAppsContract.licences, { signal });
