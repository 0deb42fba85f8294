import { handleError, useApiData, usePageMeta } from '@portal/kit';
import { LauncherCard } from '../../../launch/LauncherCard';
import { useDelayedLaunch } from '../../../launch/useDelayedLaunch';
import { useExternalAppsT } from '../../../messages';
import { getMyTMSConfig } from '../api/getMyTMSConfig';
import { tmsAddress } from '../tmsAddress';
import { routes } from '../../../routes';

/** /mytms: a launcher like MyKPI for the transport management system at the configured address. */
export function TmsPage() {
  const t = useExternalAppsT();
  const app = t('apps.tms');
  usePageMeta(t('routes./mytms.title', { defaultValue: routes.tms.title }));
  const config = useApiData(getMyTMSConfig, [], (err) => handleError(err, t('launch.loadFailed', { app })));
  const { opening, launch } = useDelayedLaunch(t('launch.openFailed', { app }));
  const data = config.loading ? undefined : config.data;
  const canOpen = !!data?.isAvailable;

  const status = config.loading ? (
    <span className="badge badge-muted">{t('tms.loading')}</span>
  ) : !data ? (
    <span className="badge badge-muted">{t('tms.failed')}</span>
  ) : canOpen ? (
    <span className="badge badge-success">{t('tms.availableFor', { company: data.companyCode })}</span>
  ) : (
    <span className="badge badge-muted">{t('tms.selectFirst')}</span>
  );

  return (
    <LauncherCard
      app={app}
      intro={
        <>
          <p>{t('tms.intro')}</p>
          <p className="muted">{t('tms.introNote')}</p>
        </>
      }
      status={status}
      canOpen={canOpen}
      opening={opening}
      onOpen={() => data && launch(async () => tmsAddress(data))}
    />
  );
}
