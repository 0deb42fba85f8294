import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { routeHome, type RemoteProps } from '@portal/kit';
import { KpiPage } from './features/kpi/components/KpiPage';
import { TmsPage } from './features/tms/components/TmsPage';
import { TrackerLoginPage } from './features/tracker/components/TrackerLoginPage';
import { TrackerPage } from './features/tracker/components/TrackerPage';
import { routes } from './routes';
import './externalApps.css';

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeHome(routes.tracker)} element={<TrackerPage />} />
        <Route path="/webtracker/login" element={<TrackerLoginPage />} />
        <Route path="/webtracker/*" element={<Navigate to="/webtracker" replace />} />
        <Route path={routes.kpi.path} element={<KpiPage />} />
        <Route path={routes.tms.path} element={<TmsPage />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
