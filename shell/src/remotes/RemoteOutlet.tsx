import { useLocation } from 'react-router-dom';
import { findRemoteForPath, LoadingState, ErrorState, usePortal } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';
import { routeWord } from './routeWords';
import { useRegistry } from './RegistryProvider';
import { RemoteArea } from './RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Picks the remote that owns the current path; keyed by remote so its own navigation keeps it mounted. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { registry, error, retry } = useRegistry();
  const t = useShellT();
  const language = usePortal((s) => s.language);
  if (error) return <ErrorState message={t('remote.registryFailed')} onRetry={retry} />;
  if (!registry) return <LoadingState />;
  const match = findRemoteForPath(registry, pathname);
  if (!match) return <NotFoundPage />;
  if (!match.remote.enabled) return <ErrorState message={t('remote.switchedOff', { title: routeWord(match.route, 'title', language) })} />;
  return <RemoteArea key={match.remote.name} remote={match.remote} route={match.route} />;
}
