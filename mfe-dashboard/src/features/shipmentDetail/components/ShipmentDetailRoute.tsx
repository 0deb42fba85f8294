import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isModeKey } from '../../../shipments/modes';
import { ShipmentDetailSkeleton } from './ShipmentDetailSkeleton';

// The shipment detail: its own chunk, loaded only when a detail is opened (hinted with its address).
const ShipmentDetailPage = lazy(() => import(/* webpackChunkName: "shipment-detail" */ './ShipmentDetailPage').then((m) => ({ default: m.ShipmentDetailPage })));

/** /myshipments/:mode/:id (decisions.md); an unknown mode is the list's fallback. */
export function ShipmentDetailRoute() {
  const { mode, id } = useParams();
  if (!isModeKey(mode) || !id) return <Navigate to="/myshipments/sea" replace />;
  return (
    <Suspense fallback={<ShipmentDetailSkeleton id={id} />}>
      <ShipmentDetailPage key={`${mode}/${id}`} mode={mode} id={id} />
    </Suspense>
  );
}
