import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, bus, ErrorState, LoadingState, notifyInfo, useApiData, usePageMeta, useSelectionVersion } from '@portal/kit';
import type { ModeKey } from '../../../shipments/modes';
import { useDashboardT } from '../../../messages';
import { readOrigin } from '../../../shipments/detailLink';
import { getShipmentDetail } from '../api/getShipmentDetail';
import { ShipmentFacts } from './ShipmentFacts';
import { MilestoneTimeline } from './MilestoneTimeline';
import { EmissionsPanel } from './EmissionsPanel';
import { ShipmentDocuments } from './ShipmentDocuments';
import { SharePanel } from '../shareLinks/components/SharePanel';
import { ShipmentDetailSkeleton } from './ShipmentDetailSkeleton';

// OpenLayers is already a chunk of its own for the dashboard; the detail's map shares it.
const RouteMap = lazy(() => import('./RouteMap').then((m) => ({ default: m.RouteMap })));

/**
 * /myshipments/:mode/:id — one shipment of the selection: facts, milestones, route, documents
 * and CO₂e. Opened from a dashboard row or a MyShipments table row, which hand over the list
 * they came from (history state) for the breadcrumb; a deep link leads back to the mode's table.
 */
export function ShipmentDetailPage({ mode, id }: { mode: ModeKey; id: string }) {
  const t = useDashboardT();
  const location = useLocation();
  const navigate = useNavigate();
  const origin = readOrigin(location.state) ?? { path: `/myshipments/${mode}`, label: t(`modes.${mode}.shipments`) };
  usePageMeta(t('detail.title', { id }), [{ label: origin.label, to: origin.path }, { label: id }]);

  const selectionVersion = useSelectionVersion();
  const openedUnder = useRef(selectionVersion);
  const { data, error, loading, reload } = useApiData((signal) => getShipmentDetail(mode, id, signal), [mode, id]);
  const missing = error instanceof ApiError && error.status === 404;
  // The "Now" line, CO₂e notes and places are worded by the API in the request's language.
  useEffect(() => bus.on('language:changed', reload), [reload]);

  // A new selection in the header that does not hold this shipment: the page no longer belongs here.
  useEffect(() => {
    if (!missing || selectionVersion === openedUnder.current) return;
    notifyInfo(t('detail.notInSelection', { id }));
    navigate(origin.path, { replace: true });
  }, [missing, selectionVersion, id, navigate, origin.path]); // eslint-disable-line react-hooks/exhaustive-deps

  if (missing) {
    return (
      <section className="card shipment-not-found" aria-labelledby="shipment-not-found-title">
        <h2 id="shipment-not-found-title">{t('detail.notFound')}</h2>
        <p>{t('detail.notFoundText', { shipment: t(`detail.notFoundKind.${mode}`), id })}</p>
        <Link className="btn" to={origin.path}>
          {t('detail.backTo', { label: origin.label })}
        </Link>
      </section>
    );
  }
  if (!data) {
    if (!error || loading) return <ShipmentDetailSkeleton id={id} />;
    return (
      <section className="card" aria-label={t('detail.title', { id })}>
        <ErrorState message={t('detail.failed', { id })} onRetry={reload} />
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
            <h2 id="shipment-route-title">{t('detail.route')}</h2>
            <Suspense fallback={<LoadingState label={t('detail.loadingMap')} />}>
              <RouteMap detail={data} />
            </Suspense>
            <p className="shipment-position" data-testid="shipment-position">
              <strong>{t('detail.now')}</strong> {data.position.text}
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
