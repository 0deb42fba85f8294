import { ErrorState, LoadingState, RemoteParcel, useApiData, usePageMeta, useSelectionVersion } from '@portal/shared';
import { lazy, Suspense, useMemo } from 'react';
import { getDashboardData } from '../api/getDashboardData';
import { useShipmentNotifications } from '../hooks/useShipmentNotifications';
import { pickSelected, useTabSelection } from '../hooks/useTabSelection';
import { ActiveShipmentsPanel } from './ActiveShipmentsPanel';
import { SelectedShipment } from './SelectedShipment';

// OpenLayers and the basemap are the heaviest part of the page: load them in their own chunk.
const ShipmentMap = lazy(() => import('./ShipmentMap').then((m) => ({ default: m.ShipmentMap })));

/** MyDashboard (/shipments): map on top, the active shipments, and the quotes slice's MyQuotes. */
export function DashboardPage() {
  usePageMeta('MyDashboard');
  const selectionVersion = useSelectionVersion();
  // Spec: a failed shipment load is only logged (the panel shows it and offers Retry).
  const { data, error, loading, reload } = useApiData(getDashboardData, [], (e) => console.error('[dashboard] shipments could not be loaded', e));
  const shownIds = useMemo(() => new Set(data ? [...data.sea, ...data.air, ...data.roa, ...data.mul].map((s) => s.shipmentid) : []), [data]);
  useShipmentNotifications(shownIds, reload);
  const { tab, setTab, remembered, select } = useTabSelection('sea');
  const selected = data ? pickSelected(data[tab], remembered[tab]) : null;

  return (
    <div className="stack dashboard">
      <section className="card map-card" aria-label="Selected shipment">
        {/* The placeholder takes the map's size (aspect-ratio in CSS): nothing below moves when the map arrives. */}
        <Suspense
          fallback={
            <div className="shipment-map-canvas map-placeholder">
              <LoadingState label="Loading map…" />
            </div>
          }
        >
          <ShipmentMap shipment={selected} />
        </Suspense>
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
          <RemoteParcel remote="quotes" exposed="./MyQuotesPanel" label="MyQuotes" />
        </section>
      </div>
    </div>
  );
}
