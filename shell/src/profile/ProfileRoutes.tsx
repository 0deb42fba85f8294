import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@portal/kit';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useShellT } from '../i18n/useShellT';

/**
 * /portal: the own User Profile (empty child path) and /portal/users/:id, another user's. Both
 * pages are separate chunks: the shell's first page does not carry them.
 */
// Named: the host hints its scripts in the HTML of /portal (preload.json's `routes`).
const OwnProfilePage = lazy(() => import(/* webpackChunkName: "own-profile" */ './pages/OwnProfilePage').then((m) => ({ default: m.OwnProfilePage })));
const UserProfilePage = lazy(() => import('./pages/UserProfilePage').then((m) => ({ default: m.UserProfilePage })));

export function ProfileRoutes() {
  const t = useShellT();
  return (
    <Suspense fallback={<LoadingState label={t('profile.loading')} />}>
      <Routes>
        <Route index element={<OwnProfilePage />} />
        <Route path="users/:id" element={<UserProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
