import { AppCard } from '../../../launch/AppCard';
import { LicenceStatus } from '../../../licence/LicenceStatus';
import { useExternalAppsT } from '../../../messages';

export function GroupSelectedMessage() {
  const t = useExternalAppsT();
  return (
    <div className="card ext-message" role="status">
      <p>{t('tracker.groupSelected')}</p>
    </div>
  );
}

/** Built as MyKPI's page is for an account without the licence: what the app is, and the licence line. */
export function NotLicensedMessage({ companyCode, licenceRequestEmail }: { companyCode: string; licenceRequestEmail: string | null }) {
  const t = useExternalAppsT();
  return (
    <AppCard
      intro={<p>{t('tracker.intro')}</p>}
      status={<LicenceStatus app={t('apps.tracker')} state="notLicensed" companyCode={companyCode || null} licenceRequestEmail={licenceRequestEmail} />}
    />
  );
}
