import type { FastifyInstance } from 'fastify';
import { licencesFor } from '../../core/scope';
import type { ExternalAppLicences, KpiCredentials, TmsConfig, TrackerCredentials } from '../../core/wire';
import { issueKpiTokens } from './kpiTokens';
import { trackerAccountFor } from './trackerAccounts';

/**
 * GET /api/externalapp/getWebTrackerCredentials, getMyKPICredentials, getMyTMSConfig and
 * licences. Licences belong to the selected organisation (customers.tracker_licence /
 * kpi_licence, see licencesFor); credentials belong to the user at that organisation.
 * A refusal is a 200 with isLicensed false and a reason, not an error: it is a normal state of
 * the page, shown as a message, never as an error toast.
 */
export async function externalAppsRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;

  app.get('/externalapp/licences', { preHandler: app.requireAuth }, async (request): Promise<ExternalAppLicences> => {
    const scope = await request.getScope();
    const licences = await licencesFor(db, scope);
    return { companyCode: scope.code, isGroup: scope.isGroup, tracker: licences.tracker, kpi: licences.kpi, licenceRequestEmail: config.licenceRequestEmail };
  });

  app.get(
    '/externalapp/getWebTrackerCredentials',
    { preHandler: app.requirePermission('externalapp.webtracker') },
    async (request): Promise<TrackerCredentials> => {
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
    },
  );

  app.get('/externalapp/getMyKPICredentials', { preHandler: app.requirePermission('externalapp.mykpi') }, async (request): Promise<KpiCredentials> => {
    const scope = await request.getScope();
    if (!scope.code || !(await licencesFor(db, scope)).kpi)
      return { isLicensed: false, accessToken: '', refreshToken: '', dashboardUrl: config.kpiUrl, expiresIn: 0 };
    const tokens = await issueKpiTokens(db, request.user!.id, scope.code);
    return { isLicensed: true, ...tokens, dashboardUrl: config.kpiUrl };
  });

  app.get('/externalapp/getMyTMSConfig', { preHandler: app.requirePermission('externalapp.mytms') }, async (request): Promise<TmsConfig> => {
    const code = (await request.getScope()).code;
    return { isAvailable: code !== null, url: config.tmsUrl, companyCode: code };
  });
}
