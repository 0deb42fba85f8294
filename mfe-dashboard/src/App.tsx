import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { LoadingState, type RemoteProps } from '@portal/kit';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { isModeKey } from './shipments/modes';
import { routes } from './routes';
import './dashboard.css';

// MyShipments brings AG Grid (about 300 KB compressed): loaded only when its route is opened, so
// the dashboard's first load does not carry it.
const MyShipmentsPage = lazy(() => import(/* webpackChunkName: "my-shipments" */ './features/myShipments/components/MyShipmentsPage').then((m) => ({ default: m.MyShipmentsPage })));
// The shipment detail: its own chunk, loaded only when a detail is opened.
const ShipmentDetailPage = lazy(() => import(/* webpackChunkName: "shipment-detail" */ './features/shipmentDetail/components/ShipmentDetailPage').then((m) => ({ default: m.ShipmentDetailPage })));

/** /myshipments/:mode; an unknown or missing mode goes to sea (the default tab), keeping the query. */
function MyShipmentsRoute() {
  const { mode } = useParams();
  const { search } = useLocation();
  if (!isModeKey(mode)) return <Navigate to={`/myshipments/sea${search}`} replace />;
  return (
    <Suspense fallback={<LoadingState label="Loading MyShipments…" />}>
      <MyShipmentsPage mode={mode} />
    </Suspense>
  );
}

/** /myshipments/:mode/:id (decisions.md); an unknown mode is the list's fallback. */
function ShipmentDetailRoute() {
  const { mode, id } = useParams();
  if (!isModeKey(mode) || !id) return <Navigate to="/myshipments/sea" replace />;
  return (
    <Suspense fallback={<LoadingState label={`Loading shipment ${id}…`} />}>
      <ShipmentDetailPage key={`${mode}/${id}`} mode={mode} id={id} />
    </Suspense>
  );
}

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routes.dashboard.path} element={<DashboardPage />} />
        <Route path="/myshipments" element={<MyShipmentsRoute />} />
        <Route path="/myshipments/:mode" element={<MyShipmentsRoute />} />
        <Route path="/myshipments/:mode/:id" element={<ShipmentDetailRoute />} />
        <Route path="/myshipments/*" element={<Navigate to="/myshipments/sea" replace />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
