import type { ShipmentsData } from '@portal/contracts/shipments';
import { DELAY_THRESHOLD_DAYS } from '@portal/contracts/rules/shipmentDelay';
import { useFormat } from '@portal/kit';
import { MODES, MODE_ORDER } from '../../../shipments/modes';
import { useDashboardT } from '../../../messages';

/** Per modality: active shipments on time and delayed, and the CO₂e of this year's departures. */
export function ShipmentKpis({ data }: { data: Pick<ShipmentsData, 'performance' | 'co2e'> }) {
  const t = useDashboardT();
  const format = useFormat();
  // An older API (or a stand-in answer) without the figures: nothing rather than zeros.
  if (!data.performance || !data.co2e) return null;
  // A no-break space keeps a figure and its unit on one line in a phone's narrow column.
  const co2e = (kg: number) => (kg >= 1000 ? `${format.number(kg / 1000, { maximumFractionDigits: 1 })}\u00a0t` : format.unit(Math.round(kg), 'kilogram').replace(' ', '\u00a0'));
  return (
    <div className="shipment-kpis">
      <table className="table kpi-table">
        {/* A short title that holds one line on a phone; what the figures count is said under it. */}
        <caption>
          <span className="kpi-title">{t('dashboard.kpis.title')}</span>
          <span className="muted kpi-rule">
            {t('dashboard.kpis.explained', { year: data.co2e.year })} {t('delay.rule', { count: DELAY_THRESHOLD_DAYS })}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.kpis.mode')}</th>
            <th scope="col">{t('dashboard.kpis.onTime')}</th>
            <th scope="col">{t('dashboard.kpis.delayed')}</th>
            <th scope="col">{t('dashboard.kpis.co2e', { year: data.co2e.year })}</th>
          </tr>
        </thead>
        <tbody>
          {MODE_ORDER.map((key) => {
            const modality = MODES[key].modality;
            const p = data.performance[modality];
            return (
              <tr key={key} data-mode={key}>
                <th scope="row">{t(`modes.${key}.name`)}</th>
                <td>{format.number(p.onTime)}</td>
                <td className={p.delayed ? 'kpi-delayed' : undefined}>{format.number(p.delayed)}</td>
                <td>{co2e(data.co2e.kg[modality])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
