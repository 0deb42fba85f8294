import { handleError, useApiData, usePageMeta } from '@portal/kit';
import { LauncherCard } from '../../../launch/LauncherCard';
import { useDelayedLaunch } from '../../../launch/useDelayedLaunch';
import { LicenceStatus } from '../../../licence/LicenceStatus';
import { useExternalAppsT } from '../../../messages';
import { getLicences } from '../api/getLicences';
import { getMyKPICredentials } from '../api/getMyKPICredentials';
import { kpiAddress } from '../kpiAddress';
import { routes } from '../../../routes';

/** /mykpi: the licence status and the button that opens the KPI dashboard in a new tab. */
export function KpiPage() {
  const t = useExternalAppsT();
  const app = t('apps.kpi');
  usePageMeta(t('routes./mykpi.title', { defaultValue: routes.kpi.title }));
  const licences = useApiData(getLicences, [], (err) => handleError(err, t('launch.loadFailed', { app })));
  const { opening, launch } = useDelayedLaunch(t('launch.openFailed', { app }));
  const licensed = !!licences.data?.kpi && !licences.loading;

  // The server decides again at the click: a licence withdrawn since the page loaded opens nothing.
  const open = () =>
    launch(async () => {
      const credentials = await getMyKPICredentials();
      if (!credentials.isLicensed) {
        licences.reload();
        return null;
      }
      return kpiAddress(credentials);
    });

  return (
    <LauncherCard
      app={app}
      intro={
        <>
          <p>{t('kpi.intro')}</p>
          <p className="muted">{t('kpi.introNote')}</p>
        </>
      }
      status={
        <LicenceStatus
          app={app}
          state={licences.loading ? 'determining' : licences.error ? 'failed' : licensed ? 'licensed' : 'notLicensed'}
          companyCode={licences.data?.companyCode ?? null}
          licenceRequestEmail={licences.data?.licenceRequestEmail ?? null}
        />
      }
      canOpen={licensed}
      opening={opening}
      onOpen={open}
    />
  );
}
