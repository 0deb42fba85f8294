import { SnackbarProvider } from 'notistack';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { RequireAuth } from '../auth/RequireAuth';
import { Layout } from '../layout/Layout';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { RegistryProvider } from '../remotes/RegistryProvider';
import { ProfileRoutes } from '../profile/ProfileRoutes';

export function App() {
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={5000}>
      <BrowserRouter>
        <RegistryProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              element={
                <RequireAuth>
                  <Layout />
                </RequireAuth>
              }
            >
              <Route index element={<Navigate to="/shipments" replace />} />
              <Route path="/portal/*" element={<ProfileRoutes />} />
              {/* Every other path belongs to a remote (or is not found): one outlet keeps a remote
                  mounted while the user moves between its own routes. */}
              <Route path="*" element={<RemoteOutlet />} />
            </Route>
          </Routes>
        </RegistryProvider>
      </BrowserRouter>
    </SnackbarProvider>
  );
}
