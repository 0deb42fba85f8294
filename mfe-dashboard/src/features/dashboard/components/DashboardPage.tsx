import { ErrorState, LoadingState, RemoteParcel, useApiData, useIdleAfter, usePageMeta, useSelectionVersion } from '@portal/kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getDashboardData } from '../api/getDashboardData';
import { getDashboardOverview } from '../api/getDashboardOverview';
import { viewOfData, viewOfOverview } from '../dashboardView';
import { useShipmentNotifications } from '../hooks/useShipmentNotifications';
import { pickSelected, useTabSelection } from '../hooks/useTabSelection';
import { ActiveShipmentsPanel } from './ActiveShipmentsPanel';
import { ShipmentMapArea } from './ShipmentMapArea';
import { SelectedShipment } from './SelectedShipment';
import { routes } from '../../../routes';
import { prefetchShipmentRoute } from '../../../shipments/getShipmentRoute';
import { useDashboardT } from '../../../messages';

function MapPlaceholder() {
  const t = useDashboardT();
  return (
    <div className="shipment-map-canvas map-placeholder">
      <LoadingState label={t('dashboard.loadingMap')} />
    </div>
  );
}

/** Until the whole answer is wanted: no request (useApiData drops it when the page leaves). */
const notWanted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Not needed any more', 'AbortError'))));

const logFailure = (what: string) => (e: unknown) => console.error(`[dashboard] ${what} could not be loaded`, e);
const logShipments = logFailure('shipments');
const logOverview = logFailure('the shipments overview');

/** MyDashboard (/shipments): the map (on top, or beside the list on a wide screen), the active shipments, and the quotes slice's MyQuotes. */
export function DashboardPage() {
  const t = useDashboardT();
  usePageMeta(t('routes./shipments.title', { defaultValue: routes.dashboard.title }));
  const selectionVersion = useSelectionVersion();
  // The first screen comes from the overview (a few KB, asked for with the page's HTML: the
  // route's earlyFetch): the counts, the figures and each list's first rows.
  const overview = useApiData(getDashboardOverview, [], logOverview);
  // The map's picture (OpenLayers only when the person reaches for it: ShipmentMapArea) and the
  // quotes remote's panel load once that screen has been drawn, so a phone does not share its
  // first seconds of bandwidth and CPU with them. The boxes have their final size meanwhile.
  const firstScreenDrawn = useIdleAfter(overview.data !== undefined || !overview.loading);
  // The whole answer (a megabyte for 2 000 shipments, parsed in slices) only when the person
  // scrolls or moves past the first rows: reading it on every visit cost a phone 0.3 s of
  // blocked main thread for rows most visits never see. Without an overview (it failed) the
  // whole answer draws the first screen.
  const [rowsWanted, setRowsWanted] = useState(false);
  const wantRows = useCallback(() => setRowsWanted(true), []);
  const readWhole = firstScreenDrawn && (rowsWanted || (!overview.loading && overview.data === undefined));
  // Spec: a failed shipment load is only logged (the panel shows it and offers Retry).
  const whole = useApiData(readWhole ? getDashboardData : notWanted, [readWhole], logShipments);
  const view = useMemo(() => (whole.data ? viewOfData(whole.data) : overview.data ? viewOfOverview(overview.data) : undefined), [whole.data, overview.data]);
  const { reload: reloadOverview } = overview;
  const { reload: reloadWhole } = whole;
  const reload = useCallback(() => {
    reloadOverview();
    reloadWhole();
  }, [reloadOverview, reloadWhole]);
  const shownIds = useMemo(() => new Set(view ? Object.values(view.lists).flatMap((list) => list.map((s) => s.shipmentid)) : []), [view]);
  useShipmentNotifications(shownIds, reload);
  const { tab, setTab, remembered, select } = useTabSelection('sea');
  const selected = view ? pickSelected(view.lists[tab], remembered[tab]) : null;
  const failed = whole.error !== undefined && !whole.loading && !whole.data;
  // The selected shipment's route (1 KB) while OpenLayers downloads: the map's first frame is its last fit.
  useEffect(() => {
    if (firstScreenDrawn && selected) prefetchShipmentRoute(selected);
  }, [firstScreenDrawn, selected]);

  return (
    <div className="stack dashboard">
      {/* The host's HTML draws the same line in the same place before this remote has run (the route's `leads`). */}
      <p className="page-lead">{t('routes./shipments.leads./shipments', { defaultValue: routes.dashboard.leads['/shipments'] })}</p>
      {/* From 1200 px the map stands beside the list and stays in view while the page scrolls
          (dashboard.css): a row chosen far down shows its route where the person is looking. */}
      <div className="dashboard-body">
        <section className="card map-card" aria-label={t('dashboard.selectedShipment')}>
          {/* The placeholder takes the map's size (aspect-ratio in CSS): nothing below moves when the map arrives. */}
          {firstScreenDrawn ? <ShipmentMapArea shipment={selected} /> : <MapPlaceholder />}
          <SelectedShipment shipment={selected} />
        </section>
        <div className="dashboard-panels">
          {view && !failed ? (
            <ActiveShipmentsPanel
              view={view}
              tab={tab}
              onTabChange={setTab}
              selected={selected}
              onSelect={(s) => select(tab, s.shipmentid)}
              reloadKey={selectionVersion}
              onNeedRows={wantRows}
              loadingRows={readWhole && whole.loading}
            />
          ) : (
            <section className={`card active-shipments${failed ? '' : ' is-loading'}`} aria-label={t('dashboard.activeShipments')}>
              {failed ? <ErrorState message={t('dashboard.failed')} onRetry={reload} /> : <LoadingState label={t('dashboard.loading')} />}
            </section>
          )}
          <section className="card dashboard-quotes" aria-label={t('dashboard.myQuotes')}>
            {firstScreenDrawn ? (
              <RemoteParcel remote="quotes" exposed="./MyQuotesPanel" label={t('dashboard.myQuotes')} />
            ) : (
              <LoadingState label={t('dashboard.loadingQuotes')} />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
