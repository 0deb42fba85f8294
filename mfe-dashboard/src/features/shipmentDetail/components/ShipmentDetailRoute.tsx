import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoadingState } from '@portal/kit';
import { isModeKey } from '../../../shipments/modes';
import { useDashboardT } from '../../../messages';

// The shipment detail: its own chunk, loaded only when a detail is opened (hinted with its address).
const ShipmentDetailPage = lazy(() => import(/* webpackChunkName: "shipment-detail" */ './ShipmentDetailPage').then((m) => ({ default: m.ShipmentDetailPage })));

/** /myshipments/:mode/:id (decisions.md); an unknown mode is the list's fallback. */
export function ShipmentDetailRoute() {
  const t = useDashboardT();
  const { mode, id } = useParams();
  if (!isModeKey(mode) || !id) return <Navigate to="/myshipments/sea" replace />;
  return (
    <Suspense fallback={<LoadingState label={t('detail.loading', { id })} />}>
      <ShipmentDetailPage key={`${mode}/${id}`} mode={mode} id={id} />
    </Suspense>
  );
}
