import { call } from '@portal/shared/contracts/call';
import { externalAppsContract } from '@portal/shared/contracts/externalApps';

/** A fresh, short-lived token pair, or isLicensed false. */
export const getMyKPICredentials = () => call(externalAppsContract.kpiCredentials);
