import { lazy, Suspense } from 'react';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoadingState, TOAST_POSITION } from '@portal/shared';
import { LoginPage } from '../auth/LoginPage';
import { RequireAuth } from '../auth/RequireAuth';
import { RegistryProvider } from '../remotes/RegistryProvider';
import { loadSignedIn } from './signedInChunk';

const SignedInRoutes = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInRoutes })));

// Anywhere but the sign-in page the signed-in frame is needed: fetch it alongside the session check.
if (!window.location.pathname.startsWith('/login')) void loadSignedIn();

export function App() {
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={TOAST_POSITION} autoHideDuration={5000}>
      <BrowserRouter>
        <RegistryProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="*"
              element={
                <RequireAuth>
                  <Suspense fallback={<LoadingState label="Loading the portal…" />}>
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
