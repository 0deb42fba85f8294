import { lazy, Suspense } from 'react';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoadingState, TOAST_POSITION } from '@portal/kit';
import { LoginPage } from '../auth/LoginPage';
import { RequireAuth } from '../auth/RequireAuth';
import { RegistryProvider } from '../remotes/RegistryProvider';
import { loadSignedIn } from './signedInChunk';
import { useShellT } from '../i18n/useShellT';

// Reached from the sign-in page or an e-mailed link only: kept out of the first page's code.
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const UnsubscribePage = lazy(() => import('../notifications/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));
const SignedInRoutes = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInRoutes })));

const SIGNED_OUT_PAGES = ['/login', '/forgot-password', '/reset-password', '/unsubscribe'];

// Anywhere but the signed-out pages the signed-in frame is needed: fetch it alongside the session check.
if (!SIGNED_OUT_PAGES.some((page) => window.location.pathname.startsWith(page))) void loadSignedIn();

export function App() {
  const t = useShellT();
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={TOAST_POSITION} autoHideDuration={5000}>
      <BrowserRouter>
        <RegistryProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="/forgot-password"
              element={
                <Suspense fallback={<LoadingState label={t('states.loading')} />}>
                  <ForgotPasswordPage />
                </Suspense>
              }
            />
            <Route
              path="/reset-password"
              element={
                <Suspense fallback={<LoadingState label={t('states.loading')} />}>
                  <ResetPasswordPage />
                </Suspense>
              }
            />
            <Route
              path="/unsubscribe"
              element={
                <Suspense fallback={<LoadingState label={t('states.loading')} />}>
                  <UnsubscribePage />
                </Suspense>
              }
            />
            <Route
              path="*"
              element={
                <RequireAuth>
                  <Suspense fallback={<LoadingState label={t('host.loadingPortal')} />}>
                    <SignedInRoutes />
                  </Suspense>
                </RequireAuth>
              }
            />
          </Routes>
        </RegistryProvider>
      </BrowserRouter>
    </SnackbarProvider>
  );
}
