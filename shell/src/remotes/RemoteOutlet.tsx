import { useLocation } from 'react-router-dom';
import { findRemoteForPath, LoadingState, ErrorState } from '@portal/kit';
import { useRegistry } from './RegistryProvider';
import { RemoteArea } from './RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Picks the remote that owns the current path; keyed by remote so its own navigation keeps it mounted. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { registry, error, retry } = useRegistry();
  if (error) return <ErrorState message="The portal could not read its list of applications." onRetry={retry} />;
  if (!registry) return <LoadingState />;
  const match = findRemoteForPath(registry, pathname);
  if (!match) return <NotFoundPage />;
  if (!match.remote.enabled) return <ErrorState message={`${match.route.title} is switched off at the moment.`} />;
  return <RemoteArea key={match.remote.name} remote={match.remote} route={match.route} />;
}
