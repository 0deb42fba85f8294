import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@portal/kit';
import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { useExternalAppsT } from '../../../messages';
import { useTrackerCredentials } from '../hooks/useTrackerCredentials';
import { GroupSelectedMessage, NotLicensedMessage } from './TrackerMessages';

/** Shows the tracker's loading, error, group and not-licensed states; renders children only when licensed. */
export function TrackerGate({ children }: { children: (credentials: TrackerCredentials) => ReactNode }) {
  const t = useExternalAppsT();
  const state = useTrackerCredentials(t('launch.loadFailed', { app: t('apps.tracker') }));
  switch (state.kind) {
    case 'loading':
      return <LoadingState label={t('tracker.loading')} />;
    case 'error':
      return <ErrorState message={t('tracker.failed')} onRetry={state.retry} />;
    case 'groupSelected':
      return <GroupSelectedMessage />;
    case 'notLicensed':
      return <NotLicensedMessage companyCode={state.companyCode} licenceRequestEmail={state.licenceRequestEmail} />;
    case 'licensed':
      return <>{children(state.credentials)}</>;
  }
}
