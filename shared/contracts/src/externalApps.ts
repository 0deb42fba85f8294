import { Boolean as Bool, Integer, Null, Object as Obj, Optional, String as Str, Union, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { oneOf, strict } from './schemas';

/**
 * The external apps slice's contract (spec section 7's addresses): what the selection may open,
 * and the credentials or address of the tracker, the KPI dashboard and the TMS. Licences belong
 * to the selected organisation, credentials to the user there. A refusal is an answer (isLicensed
 * false and a reason), not an error: the page shows it as a message.
 */
const TAG = 'Portal (internal)';
const code = Union([Str(), Null()]);
const licenceRequestEmail = Str({ format: 'email', description: "Where a licence is requested (the API's LICENCE_REQUEST_EMAIL)" });

export const externalAppsContract = defineContract({
  /** What the selection may open, without issuing tokens: any signed-in user asks. */
  licences: {
    method: 'GET',
    path: '/api/externalapp/licences',
    permission: 'portal.userProfile',
    summary: 'The external apps the selection is licensed for',
    tag: TAG,
    response: Obj({ companyCode: code, isGroup: Bool(), tracker: Bool(), kpi: Bool(), licenceRequestEmail }, strict),
  },
  trackerCredentials: {
    method: 'GET',
    path: '/api/externalapp/getWebTrackerCredentials',
    permission: 'externalapp.webtracker',
    summary: "The user's tracker account at the selected organisation, or why there is none",
    tag: TAG,
    response: Obj(
      {
        ...{ isLicensed: Bool(), userEmail: Str(), userPassword: Str(), companyCode: Str() },
        ...{ trackerUrl: Optional(Str()), loginUrl: Optional(Str()) },
        /** Set when isLicensed is false: no licence on the account, or a group is selected. */
        reason: Optional(oneOf(['notLicensed', 'groupSelected'])),
        licenceRequestEmail: Optional(licenceRequestEmail),
      },
      strict,
    ),
  },
  kpiCredentials: {
    method: 'GET',
    path: '/api/externalapp/getMyKPICredentials',
    permission: 'externalapp.mykpi',
    summary: 'A fresh, short-lived token pair for the KPI dashboard, or isLicensed false',
    tag: TAG,
    response: Obj(
      {
        isLicensed: Bool(),
        accessToken: Str(),
        refreshToken: Str(),
        dashboardUrl: Optional(Str()),
        expiresIn: Optional(Integer({ description: 'Seconds the access token stays valid (0 when not licensed)' })),
      },
      strict,
    ),
  },
  tmsConfig: {
    method: 'GET',
    path: '/api/externalapp/getMyTMSConfig',
    permission: 'externalapp.mytms',
    summary: 'The TMS address for the selection',
    tag: TAG,
    response: Obj({ isAvailable: Bool(), url: Str(), companyCode: code }, strict),
  },
});

export type ExternalAppLicences = Static<typeof externalAppsContract.licences.response>;
export type TrackerCredentials = Static<typeof externalAppsContract.trackerCredentials.response>;
export type KpiCredentials = Static<typeof externalAppsContract.kpiCredentials.response>;
export type TmsConfig = Static<typeof externalAppsContract.tmsConfig.response>;
