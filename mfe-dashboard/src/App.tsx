import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { RemoteProps } from '@portal/shared';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { MyShipmentsPage } from './features/myShipments/components/MyShipmentsPage';
import { isModeKey } from './shipments/modes';
import './dashboard.css';

/** /myshipments/:mode; an unknown or missing mode goes to sea (the default tab), keeping the query. */
function MyShipmentsRoute() {
  const { mode } = useParams();
  const { search } = useLocation();
  if (!isModeKey(mode)) return <Navigate to={`/myshipments/sea${search}`} replace />;
  return <MyShipmentsPage mode={mode} />;
}

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/shipments" element={<DashboardPage />} />
        <Route path="/myshipments" element={<MyShipmentsRoute />} />
        <Route path="/myshipments/:mode" element={<MyShipmentsRoute />} />
        <Route path="/myshipments/*" element={<Navigate to="/myshipments/sea" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
