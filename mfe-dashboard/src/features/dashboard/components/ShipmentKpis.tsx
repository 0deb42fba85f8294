import { formatNumber } from '@portal/contracts/format/numbers';
import type { ShipmentsData } from '@portal/contracts/shipments';
import { DELAY_RULE_TEXT } from '@portal/contracts/rules/shipmentDelay';
import { MODES, MODE_ORDER } from '../../../shipments/modes';

// A no-break space keeps a figure and its unit on one line in a phone's narrow column.
const formatCo2e = (kg: number) => (kg >= 1000 ? `${formatNumber(kg / 1000, 1)}\u00a0t` : `${formatNumber(Math.round(kg))}\u00a0kg`);

/** Per modality: active shipments on time and delayed, and the CO₂e of this year's departures. */
export function ShipmentKpis({ data }: { data: Pick<ShipmentsData, 'performance' | 'co2e'> }) {
  // An older API (or a stand-in answer) without the figures: nothing rather than zeros.
  if (!data.performance || !data.co2e) return null;
  return (
    <div className="shipment-kpis">
      <table className="table kpi-table">
        {/* A short title that holds one line on a phone; what the figures count is said under it. */}
        <caption>
          <span className="kpi-title">Delays and CO₂e by mode</span>
          <span className="muted kpi-rule">
            Active shipments on time and delayed; CO₂e of {data.co2e.year} departures. {DELAY_RULE_TEXT}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Mode</th>
            <th scope="col">On time</th>
            <th scope="col">Delayed</th>
            <th scope="col">
              CO₂e {data.co2e.year}
            </th>
          </tr>
        </thead>
        <tbody>
          {MODE_ORDER.map((key) => {
            const modality = MODES[key].modality;
            const p = data.performance[modality];
            return (
              <tr key={key} data-mode={key}>
                <th scope="row">{MODES[key].tabLabel}</th>
                <td>{formatNumber(p.onTime)}</td>
                <td className={p.delayed ? 'kpi-delayed' : undefined}>{formatNumber(p.delayed)}</td>
                <td>{formatCo2e(data.co2e.kg[modality])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
