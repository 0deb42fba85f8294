import type { ShipmentEmissions } from '@portal/contracts/shipments';
import { useFormat } from '@portal/kit';
import { useDashboardT } from '../../../messages';

/** CO₂e with every figure it is made of, so a customer can recompute it. */
/** The table's columns, in order: each header is `detail.emissions.<key>` in the messages. */
const HEADERS = ['leg', 'distance', 'weight', 'intensity', 'co2e'] as const;

export function EmissionsPanel({ emissions }: { emissions: ShipmentEmissions }) {
  const t = useDashboardT();
  const format = useFormat();
  const kg = (n: number) => format.unit(n, 'kilogram');
  const km = (n: number) => format.unit(n, 'kilometer', { maximumFractionDigits: 3 });
  const total = emissions.totalKg;
  return (
    <section className="card emissions" aria-labelledby="emissions-title">
      <div className="emissions-head">
        <h2 id="emissions-title">{t('detail.emissions.title')}</h2>
        <span className="emissions-total" data-testid="co2e-total">
          {t('detail.emissions.total', { amount: total >= 1000 ? t('detail.emissions.tonnes', { value: format.number(total / 1000, { maximumFractionDigits: 2 }) }) : kg(total) })}
        </span>
      </div>
      <p className="muted">
        {emissions.method} {t('detail.emissions.formula')}
      </p>
      <p className="emissions-caveat" role="note">
        {t('detail.emissions.caveat')}
      </p>
      <div className="table-scroll">
        {/* Explicit roles: on a phone the rows are stacked as cards (CSS), and a table shown as blocks must stay a table to assistive technology. */}
        <table className="table emissions-table" role="table">
          <caption className="sr-only">{t('detail.emissions.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {HEADERS.map((key) => (
                <th key={key} scope="col" role="columnheader">
                  {t(`detail.emissions.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {emissions.legs.map((leg, i) => (
              <tr key={i} role="row">
                {/* One element per cell: on a phone the cell is a two-column grid of its label and this. */}
                <td role="cell" data-label={t('detail.emissions.leg')}>
                  <span>
                    <strong>{t(`detail.emissions.legModes.${leg.mode}`)}</strong> {t('dashboard.route', { from: leg.from, to: leg.to })}
                  </span>
                </td>
                <td role="cell" data-label={t('detail.emissions.distance')}>
                  <span>
                    {km(leg.distanceKm)}
                    <span className="muted cell-note">{leg.distanceMethod}</span>
                  </span>
                </td>
                <td role="cell" data-label={t('detail.emissions.weight')}>
                  <span>{t('detail.emissions.tonnes', { value: format.number(leg.tonnes, { maximumFractionDigits: 3 }) })}</span>
                </td>
                <td role="cell" data-label={t('detail.emissions.intensity')}>
                  <span>
                    {t('detail.emissions.intensityValue', { value: format.number(leg.factor, { maximumFractionDigits: 3 }) })}
                    <span className="muted cell-note">
                      {t('detail.emissions.source', { name: leg.factorName, source: leg.factorSource })}
                      {!leg.factorChecked && ` ${t('detail.emissions.unverified')}`}
                    </span>
                  </span>
                </td>
                <td role="cell" data-label={t('detail.emissions.co2e')}>
                  <span>{kg(leg.co2eKg)}</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            <tr role="row">
              <th scope="row" colSpan={4} role="rowheader">
                {t('detail.emissions.sumTotal')}
              </th>
              <td role="cell">
                <strong>{kg(total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
