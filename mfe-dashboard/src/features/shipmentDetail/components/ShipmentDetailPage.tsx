import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, ErrorState, LoadingState, notifyInfo, useApiData, usePageMeta, useSelectionVersion } from '@portal/kit';
import { MODES, type ModeKey } from '../../../shipments/modes';
import { readOrigin } from '../../../shipments/detailLink';
import { getShipmentDetail } from '../api/getShipmentDetail';
import { ShipmentFacts } from './ShipmentFacts';
import { MilestoneTimeline } from './MilestoneTimeline';
import { EmissionsPanel } from './EmissionsPanel';
import { ShipmentDocuments } from './ShipmentDocuments';
import { SharePanel } from '../shareLinks/components/SharePanel';

// OpenLayers is already a chunk of its own for the dashboard; the detail's map shares it.
const RouteMap = lazy(() => import('./RouteMap').then((m) => ({ default: m.RouteMap })));

/**
 * /myshipments/:mode/:id — one shipment of the selection: facts, milestones, route, documents
 * and CO₂e. Opened from a dashboard row or a MyShipments table row, which hand over the list
 * they came from (history state) for the breadcrumb; a deep link leads back to the mode's table.
 */
export function ShipmentDetailPage({ mode, id }: { mode: ModeKey; id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = readOrigin(location.state) ?? { path: `/myshipments/${mode}`, label: `${MODES[mode].modality} Shipments` };
  usePageMeta(`Shipment ${id}`, [{ label: origin.label, to: origin.path }, { label: id }]);

  const selectionVersion = useSelectionVersion();
  const openedUnder = useRef(selectionVersion);
  const { data, error, loading, reload } = useApiData((signal) => getShipmentDetail(mode, id, signal), [mode, id]);
  const missing = error instanceof ApiError && error.status === 404;

  // A new selection in the header that does not hold this shipment: the page no longer belongs here.
  useEffect(() => {
    if (!missing || selectionVersion === openedUnder.current) return;
    notifyInfo(`Shipment ${id} is not part of the selected organisation.`);
    navigate(origin.path, { replace: true });
  }, [missing, selectionVersion, id, navigate, origin.path]);

  if (missing) {
    return (
      <section className="card shipment-not-found" aria-labelledby="shipment-not-found-title">
        <h2 id="shipment-not-found-title">Shipment not found</h2>
        <p>
          There is no {MODES[mode].noun} shipment <strong>{id}</strong> for the organisation selected in the header. It may belong to another
          organisation: select that one and open it again.
        </p>
        <Link className="btn" to={origin.path}>
          Back to {origin.label}
        </Link>
      </section>
    );
  }
  if (!data) {
    return (
      <section className="card" aria-label={`Shipment ${id}`}>
        {error && !loading ? <ErrorState message={`Shipment ${id} could not be loaded.`} onRetry={reload} /> : <LoadingState label={`Loading shipment ${id}…`} />}
      </section>
    );
  }

  return (
    <div className="stack shipment-detail">
      <ShipmentFacts detail={data} />
      <div className="shipment-detail-grid">
        <MilestoneTimeline detail={data} />
        <div className="stack">
          <section className="card shipment-route" aria-labelledby="shipment-route-title">
            <h2 id="shipment-route-title">Route</h2>
            <Suspense fallback={<LoadingState label="Loading map…" />}>
              <RouteMap detail={data} />
            </Suspense>
            <p className="shipment-position" data-testid="shipment-position">
              <strong>Now:</strong> {data.position.text}
            </p>
          </section>
          <ShipmentDocuments documents={data.documents} />
          <SharePanel mode={mode} id={id} />
        </div>
      </div>
      <EmissionsPanel emissions={data.emissions} />
    </div>
  );
}
