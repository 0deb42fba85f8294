import type { ShipmentEmissions } from '@portal/contracts/shipments';

const kg = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 1 })} kg`;
const LEG_MODE = { sea: 'Sea', air: 'Air', rail: 'Rail', road: 'Road' } as const;

/** CO₂e with every figure it is made of, so a customer can recompute it. */
export function EmissionsPanel({ emissions }: { emissions: ShipmentEmissions }) {
  const total = emissions.totalKg;
  return (
    <section className="card emissions" aria-labelledby="emissions-title">
      <div className="emissions-head">
        <h2 id="emissions-title">CO₂e emissions</h2>
        <span className="emissions-total" data-testid="co2e-total">
          {total >= 1000 ? `${(total / 1000).toLocaleString('en', { maximumFractionDigits: 2 })} t CO₂e` : `${kg(total)} CO₂e`}
        </span>
      </div>
      <p className="muted">{emissions.method} Each leg: distance (km) × weight (t) × intensity (g CO₂e per t-km) ÷ 1000 = kg CO₂e.</p>
      <p className="emissions-caveat" role="note">
        Calculated with default intensities rather than your carriers' own figures, so the totals are an estimate.
      </p>
      <div className="table-scroll">
        {/* Explicit roles: on a phone the rows are stacked as cards (CSS), and a table shown as blocks must stay a table to assistive technology. */}
        <table className="table emissions-table" role="table">
          <caption className="sr-only">CO₂e per leg with the figures used</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">Leg</th>
              <th scope="col" role="columnheader">Distance</th>
              <th scope="col" role="columnheader">Weight</th>
              <th scope="col" role="columnheader">Intensity</th>
              <th scope="col" role="columnheader">CO₂e</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {emissions.legs.map((leg, i) => (
              <tr key={i} role="row">
                {/* One element per cell: on a phone the cell is a two-column grid of its label and this. */}
                <td role="cell" data-label="Leg">
                  <span>
                    <strong>{LEG_MODE[leg.mode]}</strong> {leg.from} → {leg.to}
                  </span>
                </td>
                <td role="cell" data-label="Distance">
                  <span>
                    {leg.distanceKm.toLocaleString('en')} km
                    <span className="muted cell-note">{leg.distanceMethod}</span>
                  </span>
                </td>
                <td role="cell" data-label="Weight">
                  <span>{leg.tonnes.toLocaleString('en', { maximumFractionDigits: 3 })} t</span>
                </td>
                <td role="cell" data-label="Intensity">
                  <span>
                    {leg.factor.toLocaleString('en')} g CO₂e/t-km
                    <span className="muted cell-note">
                      {leg.factorName}. Source: {leg.factorSource}.{!leg.factorChecked && ' We are still verifying this value against the published table.'}
                    </span>
                  </span>
                </td>
                <td role="cell" data-label="CO₂e">
                  <span>{kg(leg.co2eKg)}</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            <tr role="row">
              <th scope="row" colSpan={4} role="rowheader">
                Total, well-to-wheel
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
