import type { ShipmentDetail, ShipmentPlace } from '@portal/contracts/shipments';
import { delayText } from '@portal/contracts/rules/shipmentDelay';
import { ModalityIcon } from '../../../shipments/ModalityIcon';
import { MODES, modeOfModality } from '../../../shipments/modes';
import { DelayBadge } from '../../../shipments/DelayBadge';

const VEHICLE_LABEL = { SEA: 'Vessel / voyage', AIR: 'Flight', ROA: 'Truck', MUL: 'Train' } as const;

function Place({ label, place, port }: { label: string; place: ShipmentPlace; port: string | null }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>
        <strong>{place.name}</strong>
        <span>
          {place.city}, {place.country} · <abbr title="UN/LOCODE">{place.locode}</abbr>
        </span>
        {port && <span className="muted">{port}</span>}
      </dd>
    </div>
  );
}

/** The header facts: what, from where to where, by whom, how much, when. */
export function ShipmentFacts({ detail }: { detail: ShipmentDetail }) {
  const s = detail.shipment;
  const mode = MODES[modeOfModality(s.modality)];
  const arrival = s.ata ? `ATA ${s.ata}` : `ETA ${s.eta ?? '–'}${s.arrival_estimate && s.arrival_estimate !== s.eta ? ` · Estimated ${s.arrival_estimate}` : ''}`;
  return (
    <section className="card shipment-facts" aria-labelledby="shipment-title">
      <div className="shipment-facts-head">
        <ModalityIcon modality={s.modality} size={28} cut="#ffffff" />
        <h2 id="shipment-title">{s.shipmentid}</h2>
        <span className="badge">{s.status}</span>
        <DelayBadge delayDays={s.delay_days} />
        <span className="spacer" />
        <span className="muted">
          {mode.tabLabel} · {s.type} · Incoterm {s.incoterm}
        </span>
      </div>
      <dl className="facts-grid">
        <Place label="From" place={detail.origin} port={s.loadport} />
        <Place label="To" place={detail.destination} port={s.dischargeport} />
        {detail.via && <Place label="Via" place={detail.via} port={null} />}
        {detail.delivery && <Place label="Delivery" place={detail.delivery} port={null} />}
        <div className="fact">
          <dt>Carrier</dt>
          <dd>
            <strong>{s.carrier}</strong>
            {s.vehicle && (
              <span>
                {VEHICLE_LABEL[s.modality]}: {s.vehicle}
              </span>
            )}
          </dd>
        </div>
        <div className="fact">
          <dt>Cargo</dt>
          <dd>
            <strong>{s.cargo}</strong>
            <span>
              {s.weight_kg.toLocaleString('en')} kg · {s.volume_m3.toLocaleString('en')} m³
            </span>
            <span className="muted">{s.goods}</span>
          </dd>
        </div>
        <div className="fact">
          <dt>Departure</dt>
          <dd>
            <strong>{s.atd ? `ATD ${s.atd}` : `ETD ${s.etd ?? '–'}`}</strong>
            {s.atd && <span className="muted">Planned {s.etd}</span>}
          </dd>
        </div>
        <div className="fact">
          <dt>Arrival</dt>
          <dd>
            <strong>{arrival}</strong>
            {s.ata && <span className="muted">Planned {s.eta}</span>}
            <span>{delayText(s.delay_days)}</span>
          </dd>
        </div>
        <div className="fact">
          <dt>Order</dt>
          <dd>
            <strong>{s.order_ref}</strong>
          </dd>
        </div>
      </dl>
    </section>
  );
}
