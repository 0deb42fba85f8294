import type { Shipment } from '@portal/contracts/shipments';
import { TabPanel, Tabs } from '@portal/ui/Tabs';
import { MODES, MODE_ORDER, type ModeKey } from '../../../shipments/modes';
import { ModalityIcon } from '../../../shipments/ModalityIcon';
import { ShipmentList } from './ShipmentList';
import { LastUpdated } from './LastUpdated';
import { ShipmentKpis } from './ShipmentKpis';
import type { DashboardView } from '../dashboardView';
import { useDashboardT } from '../../../messages';
import { useFormat } from '@portal/kit';

interface ActiveShipmentsPanelProps {
  view: DashboardView;
  tab: ModeKey;
  onTabChange(tab: ModeKey): void;
  selected: Shipment | null;
  onSelect(shipment: Shipment): void;
  reloadKey: unknown;
  /** The person went past the overview's first rows: read the whole lists. */
  onNeedRows(): void;
  loadingRows: boolean;
}

/**
 * Active-shipments count and the tabbed list (sea, roa, mul, air), each tab showing shown/total.
 * Drawn from the overview (the counts, the figures and each list's first rows); the whole answer,
 * the same screen with the rest of each list, is read when the person scrolls or moves past them.
 */
export function ActiveShipmentsPanel({ view, tab, onTabChange, selected, onSelect, reloadKey, onNeedRows, loadingRows }: ActiveShipmentsPanelProps) {
  const t = useDashboardT();
  const format = useFormat();
  const shipments = (key: ModeKey) => t(`modes.${key}.inSentence`);
  const activeCount = MODE_ORDER.reduce((sum, m) => sum + view.counts[m], 0);
  const list = view.lists[tab];
  const count = view.counts[tab];
  const tabs = MODE_ORDER.map((key) => {
    const shown = view.counts[key];
    const total = view.totals[MODES[key].modality] ?? 0;
    return {
      key,
      label: (
        <span className="mode-tab" title={t('dashboard.tabTitle', { shown: format.number(shown), total: format.number(total), shipments: shipments(key) })}>
          <ModalityIcon modality={MODES[key].modality} size={16} cut="#ffffff" />
          {t(`modes.${key}.name`)} <span className="mode-tab-count">{t('dashboard.tabCount', { shown: format.number(shown), total: format.number(total) })}</span>
        </span>
      ),
    };
  });

  return (
    <section className="card active-shipments" aria-labelledby="active-shipments-title">
      <div className="active-shipments-head">
        <h2 id="active-shipments-title">{t('dashboard.activeShipments')}</h2>
        <span className="badge active-count" aria-label={t('dashboard.activeCount', { count: activeCount })}>
          {format.number(activeCount)}
        </span>
        <span className="spacer" />
        <LastUpdated reloadKey={reloadKey} />
      </div>
      <Tabs tabs={tabs} active={tab} onChange={onTabChange} label={t('dashboard.byModality')} idPrefix="dash-mode" />
      <TabPanel active={tab} idPrefix="dash-mode">
        {count === 0 ? (
          <p className="state">{t('dashboard.none', { shipments: shipments(tab) })}</p>
        ) : (
          <ShipmentList
            shipments={list}
            count={count}
            selectedId={selected?.shipmentid ?? null}
            onSelect={onSelect}
            label={t('dashboard.activeOf', { shipments: shipments(tab) })}
            idPrefix={`dash-${tab}`}
            onNeedRows={onNeedRows}
            loadingRows={loadingRows}
          />
        )}
      </TabPanel>
      <ShipmentKpis data={view} />
    </section>
  );
}
