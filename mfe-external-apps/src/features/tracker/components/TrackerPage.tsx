import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';
import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { trackerAddress } from '../trackerAddress';
import { ExternalFrame } from './ExternalFrame';
import { TrackerGate } from './TrackerGate';
import { useExternalAppsT } from '../../../messages';
import { routes } from '../../../routes';

function TrackerFrame({ credentials }: { credentials: TrackerCredentials }) {
  // A new timestamp per answer (each selection), not per render: resizing must not reload it.
  const src = useMemo(() => trackerAddress(credentials), [credentials]);
  const t = useExternalAppsT();
  return (
    <div className="ext-frame-wrap">
      <p className="ext-frame-links muted">
        {t('tracker.signedInAs', { email: credentials.userEmail, company: credentials.companyCode })} <Link to="/webtracker/login">{t('tracker.signInAgain')}</Link>
      </p>
      <ExternalFrame src={src} title={t('apps.tracker')} />
    </div>
  );
}

/** /webtracker: the external tracking application for the selected organisation. */
export function TrackerPage() {
  const t = useExternalAppsT();
  usePageMeta(t('routes./webtracker/*.title', { defaultValue: routes.tracker.title }));
  return <TrackerGate>{(credentials) => <TrackerFrame credentials={credentials} />}</TrackerGate>;
}
