import { call } from '@portal/kit';
import { externalAppsContract } from '@portal/contracts/externalApps';

/** A fresh, short-lived token pair, or isLicensed false. */
export const getMyKPICredentials = () => call(externalAppsContract.kpiCredentials);
