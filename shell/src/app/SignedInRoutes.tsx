// The signed-in frame as one chunk: header, menu, profile pages, remote areas and single-spa.
// The sign-in page (the shell's first page) does not load it; see signedInChunk.ts.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState } from '@portal/kit';
import { start } from 'single-spa';
import { Layout } from '../layout/Layout';
import { ProfileRoutes } from '../profile/ProfileRoutes';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { useShellT } from '../i18n/useShellT';

// single-spa patches pushState/replaceState so the shell's router and each remote's router see
// every navigation, whichever of them made it. Started when this chunk loads, before any remote mounts.
start({ urlRerouteOnly: true });

const NotificationsPage = lazy(() => import('../notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })));

export function SignedInRoutes() {
  const t = useShellT();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/shipments" replace />} />
        <Route path="/portal/*" element={<ProfileRoutes />} />
        <Route
          path="/notifications"
          element={
            <Suspense fallback={<LoadingState label={t('notifications.loading')} />}>
              <NotificationsPage />
            </Suspense>
          }
        />
        {/* Every other path belongs to a remote (or is not found): one outlet keeps a remote
            mounted while the user moves between its own routes. */}
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
