import type { FastifyInstance } from 'fastify';
import { licencesFor } from '../../core/scope';
import { externalAppsContract, type TrackerCredentials } from '@portal/contracts/externalApps';
import { registerEndpoint } from '../../core/contract';
import { issueKpiTokens } from './kpiTokens';
import { trackerAccountFor } from './trackerAccounts';

/**
 * The external apps slice's contract (shared/contracts/src/externalApps.ts): licences and the
 * tracker's, KPI dashboard's and TMS's credentials or address. Licences belong to the selected organisation (customers.tracker_licence /
 * kpi_licence, see licencesFor); credentials belong to the user at that organisation.
 * A refusal is a 200 with isLicensed false and a reason, not an error: it is a normal state of
 * the page, shown as a message, never as an error toast.
 */
export async function externalAppsRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;

  registerEndpoint(app, externalAppsContract.licences, async (request) => {
    const scope = await request.getScope();
    const licences = await licencesFor(db, scope);
    return { companyCode: scope.code, isGroup: scope.isGroup, tracker: licences.tracker, kpi: licences.kpi, licenceRequestEmail: config.licenceRequestEmail };
  });

  registerEndpoint(app, externalAppsContract.trackerCredentials, async (request) => {
      const scope = await request.getScope();
      const urls = { trackerUrl: config.trackerUrl, loginUrl: config.trackerLoginUrl };
      const refused = (reason: TrackerCredentials['reason']): TrackerCredentials => ({
        isLicensed: false,
        userEmail: '',
        userPassword: '',
        companyCode: scope.code ?? '',
        ...urls,
        reason,
        licenceRequestEmail: config.licenceRequestEmail,
      });
      // The tracker works for one organisation at a time: a group never gets credentials.
      if (scope.isGroup) return refused('groupSelected');
      if (!scope.code || !(await licencesFor(db, scope)).tracker) return refused('notLicensed');
      const account = await trackerAccountFor(db, request.user!, scope.customerIds[0]);
      return { isLicensed: true, userEmail: account.username, userPassword: account.password, companyCode: account.companyCode, ...urls };
  });

  registerEndpoint(app, externalAppsContract.kpiCredentials, async (request) => {
    const scope = await request.getScope();
    if (!scope.code || !(await licencesFor(db, scope)).kpi)
      return { isLicensed: false, accessToken: '', refreshToken: '', dashboardUrl: config.kpiUrl, expiresIn: 0 };
    const tokens = await issueKpiTokens(db, request.user!.id, scope.code);
    return { isLicensed: true, ...tokens, dashboardUrl: config.kpiUrl };
  });

  registerEndpoint(app, externalAppsContract.tmsConfig, async (request) => {
    const code = (await request.getScope()).code;
    return { isAvailable: code !== null, url: config.tmsUrl, companyCode: code };
  });
}

/** Outside /api: the external apps' stand-in pages (standIn/pages.ts). */
export { standInPages } from './standIn/pages';
