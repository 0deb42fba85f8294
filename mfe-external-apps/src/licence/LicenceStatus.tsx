import { useExternalAppsT } from '../messages';

export type LicenceState = 'determining' | 'failed' | 'licensed' | 'notLicensed';

interface LicenceStatusProps {
  /** The app's name as the page shows it. */
  app: string;
  state: LicenceState;
  companyCode: string | null;
  /** From the API's configuration (LICENCE_REQUEST_EMAIL); without one there is no link. */
  licenceRequestEmail: string | null;
}

/** The licence line of an external app's page (MyKPI, My tracker): one wording for both. */
export function LicenceStatus({ app, state, companyCode, licenceRequestEmail }: LicenceStatusProps) {
  const t = useExternalAppsT();
  switch (state) {
    case 'determining':
      return <span className="badge badge-muted">{t('licence.determining')}</span>;
    case 'failed':
      return <span className="badge badge-muted">{t('licence.failed')}</span>;
    case 'licensed':
      return <span className="badge badge-success">{companyCode ? t('licence.licensedFor', { company: companyCode }) : t('licence.licensed')}</span>;
    case 'notLicensed': {
      const subject = companyCode ? t('licence.requestSubjectFor', { app, company: companyCode }) : t('licence.requestSubject', { app });
      return (
        <span className="ext-not-licensed">
          <span className="badge badge-danger">{t('licence.notLicensed')}</span> <span>{t('licence.notEntitled', { app })}</span>{' '}
          {licenceRequestEmail && <a href={`mailto:${licenceRequestEmail}?subject=${encodeURIComponent(subject)}`}>{t('licence.request', { app })}</a>}
        </span>
      );
    }
  }
}
