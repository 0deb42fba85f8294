import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@portal/shared';
import { KpiPage } from './features/kpi/components/KpiPage';
import { TmsPage } from './features/tms/components/TmsPage';
import { TrackerLoginPage } from './features/tracker/components/TrackerLoginPage';
import { TrackerPage } from './features/tracker/components/TrackerPage';
import './externalApps.css';

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/webtracker" element={<TrackerPage />} />
        <Route path="/webtracker/login" element={<TrackerLoginPage />} />
        <Route path="/webtracker/*" element={<Navigate to="/webtracker" replace />} />
        <Route path="/mykpi" element={<KpiPage />} />
        <Route path="/mytms" element={<TmsPage />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
