import { ErrorState, LoadingState, RemoteParcel, useApiData, useIdleAfter, usePageMeta, useSelectionVersion, yieldToMain } from '@portal/kit';
import { lazy, Suspense, useMemo } from 'react';
import { getDashboardData } from '../api/getDashboardData';
import { useShipmentNotifications } from '../hooks/useShipmentNotifications';
import { pickSelected, useTabSelection } from '../hooks/useTabSelection';
import { ActiveShipmentsPanel } from './ActiveShipmentsPanel';
import { SelectedShipment } from './SelectedShipment';
import { routes } from '../../../routes';

// OpenLayers and the basemap are the heaviest part of the page: load them in their own chunk.
// Evaluating that chunk and building the map are two tasks, not one long one (yieldToMain).
const ShipmentMap = lazy(() =>
  import('./ShipmentMap').then(async (m) => {
    await yieldToMain();
    return { default: m.ShipmentMap };
  }),
);

function MapPlaceholder() {
  return (
    <div className="shipment-map-canvas map-placeholder">
      <LoadingState label="Loading map…" />
    </div>
  );
}

/** MyDashboard (/shipments): map on top, the active shipments, and the quotes slice's MyQuotes. */
export function DashboardPage() {
  usePageMeta(routes.dashboard.title);
  const selectionVersion = useSelectionVersion();
  // Spec: a failed shipment load is only logged (the panel shows it and offers Retry).
  const { data, error, loading, reload } = useApiData(getDashboardData, [], (e) => console.error('[dashboard] shipments could not be loaded', e));
  const shownIds = useMemo(() => new Set(data ? [...data.sea, ...data.air, ...data.roa, ...data.mul].map((s) => s.shipmentid) : []), [data]);
  useShipmentNotifications(shownIds, reload);
  const { tab, setTab, remembered, select } = useTabSelection('sea');
  const selected = data ? pickSelected(data[tab], remembered[tab]) : null;
  // The list and the caption are the first screen; OpenLayers (the largest chunk) and the quotes
  // remote's panel load once they have been drawn, so a phone does not share its first seconds of
  // bandwidth and CPU between them (issue 21). Their boxes have their final size meanwhile.
  const firstScreenDrawn = useIdleAfter(data !== undefined || !loading);

  return (
    <div className="stack dashboard">
      <section className="card map-card" aria-label="Selected shipment">
        {/* The placeholder takes the map's size (aspect-ratio in CSS): nothing below moves when the map arrives. */}
        {firstScreenDrawn ? (
          <Suspense fallback={<MapPlaceholder />}>
            <ShipmentMap shipment={selected} />
          </Suspense>
        ) : (
          <MapPlaceholder />
        )}
        <SelectedShipment shipment={selected} />
      </section>
      <div className="dashboard-panels">
        {data ? (
          <ActiveShipmentsPanel data={data} tab={tab} onTabChange={setTab} selected={selected} onSelect={(s) => select(tab, s.shipmentid)} reloadKey={selectionVersion} />
        ) : (
          <section className={`card active-shipments${error && !loading ? '' : ' is-loading'}`} aria-label="Active shipments">
            {error && !loading ? <ErrorState message="Your shipments could not be loaded." onRetry={reload} /> : <LoadingState label="Loading shipments…" />}
          </section>
        )}
        <section className="card dashboard-quotes" aria-label="MyQuotes">
          {firstScreenDrawn ? <RemoteParcel remote="quotes" exposed="./MyQuotesPanel" label="MyQuotes" /> : <LoadingState label="Loading MyQuotes…" />}
        </section>
      </div>
    </div>
  );
}
