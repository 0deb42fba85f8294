import type { ShipmentEmissions } from '@portal/shared';

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
      {emissions.legs.some((leg) => !leg.factorChecked) && (
        <p className="emissions-caveat" role="note">
          The default intensities are well-to-wheel values of the GLEC Framework as taken from a secondary source; they are not yet checked against the published GLEC v3 tables, so treat the totals as an estimate.
        </p>
      )}
      <div className="table-scroll">
        <table className="table emissions-table">
          <caption className="sr-only">CO₂e per leg with the figures used</caption>
          <thead>
            <tr>
              <th scope="col">Leg</th>
              <th scope="col">Distance</th>
              <th scope="col">Weight</th>
              <th scope="col">Intensity</th>
              <th scope="col">CO₂e</th>
            </tr>
          </thead>
          <tbody>
            {emissions.legs.map((leg, i) => (
              <tr key={i}>
                <td>
                  <strong>{LEG_MODE[leg.mode]}</strong> {leg.from} → {leg.to}
                </td>
                <td>
                  {leg.distanceKm.toLocaleString('en')} km
                  <span className="muted cell-note">{leg.distanceMethod}</span>
                </td>
                <td>{leg.tonnes.toLocaleString('en', { maximumFractionDigits: 3 })} t</td>
                <td>
                  {leg.factor.toLocaleString('en')} g CO₂e/t-km
                  <span className="muted cell-note">
                    {leg.factorName}. Source: {leg.factorSource}.
                  </span>
                </td>
                <td>{kg(leg.co2eKg)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total, well-to-wheel
              </th>
              <td>
                <strong>{kg(total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
