import { useNavigate } from 'react-router-dom';
import { routeHome, useApiData, useFormat, usePageMeta } from '@portal/kit';
import { TabPanel, Tabs } from '@portal/ui/Tabs';
import { MODES, MODE_ORDER, type ModeKey } from '../../../shipments/modes';
import { getTotals } from '../api/getTotals';
import { useShipmentsView } from '../hooks/useShipmentsView';
import { writeView } from '../hooks/viewParams';
import { ShipmentsTable } from './ShipmentsTable';
import { routes } from '../../../routes';
import { useDashboardT } from '../../../messages';

/** MyShipments (/myshipments/:mode): tabs Sea, Road, Multimodal, Air with totals, one table each. */
export function MyShipmentsPage({ mode }: { mode: ModeKey }) {
  const t = useDashboardT();
  const format = useFormat();
  const title = t(`modes.${mode}.shipments`);
  usePageMeta(title, [{ label: t('routes./myshipments/*.title', { defaultValue: routes.myShipments.title }), to: routeHome(routes.myShipments) }, { label: title }]);
  const navigate = useNavigate();
  const [view, updateView] = useShipmentsView();
  const { data } = useApiData(getTotals, [], (e) => console.error('[myShipments] totals could not be loaded', e));

  const tabs = MODE_ORDER.map((key) => {
    const total = data?.totals[MODES[key].modality];
    const name = t(`modes.${key}.name`);
    return { key, label: total === undefined ? name : t('myShipments.tab', { name, total: format.number(total) }) };
  });

  // The ETD/ETA filters follow to the next tab; column sort and filters belong to one table.
  const changeTab = (key: ModeKey) => {
    const search = writeView({ ...view, sortModel: [], filterModel: {} }).toString();
    navigate(`/myshipments/${key}${search ? `?${search}` : ''}`);
  };

  return (
    <div className="stack my-shipments">
      <Tabs tabs={tabs} active={mode} onChange={changeTab} label={t('dashboard.byModality')} idPrefix="ms-mode" />
      <TabPanel active={mode} idPrefix="ms-mode">
        <ShipmentsTable mode={mode} view={view} onViewChange={updateView} />
      </TabPanel>
    </div>
  );
}
