import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadingState } from '@portal/kit';
import { isModeKey } from '../../../shipments/modes';
import { useDashboardT } from '../../../messages';

// MyShipments brings AG Grid (about 300 KB compressed): loaded only when its route is opened, so
// the dashboard's first load does not carry it (the host hints it with /myshipments/:mode).
const MyShipmentsPage = lazy(() => import(/* webpackChunkName: "my-shipments" */ './MyShipmentsPage').then((m) => ({ default: m.MyShipmentsPage })));

/** /myshipments/:mode; an unknown or missing mode goes to sea (the default tab), keeping the query. */
export function MyShipmentsRoute() {
  const t = useDashboardT();
  const { mode } = useParams();
  const { search } = useLocation();
  if (!isModeKey(mode)) return <Navigate to={`/myshipments/sea${search}`} replace />;
  return (
    <Suspense fallback={<LoadingState label={t('myShipments.loading')} />}>
      <MyShipmentsPage mode={mode} />
    </Suspense>
  );
}
