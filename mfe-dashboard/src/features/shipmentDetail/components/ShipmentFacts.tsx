import { Fragment } from 'react';
import type { ShipmentDetail, ShipmentPlace } from '@portal/contracts/shipments';
import { useFormat } from '@portal/kit';
import { ModalityIcon } from '../../../shipments/ModalityIcon';
import { modeOfModality } from '../../../shipments/modes';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { delayWords, placeWords, useDashboardT } from '../../../messages';

function Place({ label, place, port }: { label: string; place: ShipmentPlace; port: string | null }) {
  const t = useDashboardT();
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>
        <strong>{placeWords(t, place)}</strong>
        <span>{t('cityCountry', { city: place.city, country: place.country })}</span>
        {port && <span className="muted">{port}</span>}
      </dd>
    </div>
  );
}

/** The transport documents' numbers besides the order (PO) number: each mode carries its own, the others are null. */
const DOCUMENT_REFERENCES = ['container_number', 'bill_of_lading', 'air_waybill', 'cmr_number'] as const;

/**
 * The numbers the customer knows the shipment by, each named: their PO, the container, the bill
 * of lading, the air waybill, the CMR note. The header's search finds the shipment by any of them,
 * so the page it opens shows the one that was searched for.
 */
function References({ shipment }: { shipment: ShipmentDetail['shipment'] }) {
  const t = useDashboardT();
  const known = DOCUMENT_REFERENCES.flatMap((key) => {
    const value = shipment[key];
    return value ? [{ key, value }] : [];
  });
  return (
    <div className="fact shipment-references">
      <dt>{t('detail.facts.references')}</dt>
      <dd>
        <dl className="reference-list">
          <dt>{t('detail.facts.reference.order_ref')}</dt>
          <dd>{shipment.order_ref}</dd>
          {known.map(({ key, value }) => (
            <Fragment key={key}>
              <dt>{t(`detail.facts.reference.${key}`)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </dd>
    </div>
  );
}

/** The header facts: what, from where to where, by whom, how much, when. */
export function ShipmentFacts({ detail }: { detail: ShipmentDetail }) {
  const t = useDashboardT();
  const format = useFormat();
  const s = detail.shipment;
  const weight = format.unit(s.weight_kg, 'kilogram');
  const day = (ymd: string | null | undefined) => (ymd ? format.date(ymd, t('formats.day')) : t('dates.none'));
  const arrival = s.ata
    ? t('dates.ata', { date: day(s.ata) })
    : `${t('dates.eta', { date: day(s.eta) })}${s.arrival_estimate && s.arrival_estimate !== s.eta ? ` · ${t('detail.facts.estimated', { date: day(s.arrival_estimate) })}` : ''}`;
  return (
    <section className="card shipment-facts" aria-labelledby="shipment-title">
      <div className="shipment-facts-head">
        <ModalityIcon modality={s.modality} size={28} cut="#ffffff" />
        <h2 id="shipment-title">{s.shipmentid}</h2>
        <span className="badge">{t(`status.${s.status}`, { defaultValue: s.status })}</span>
        <DelayBadge delayDays={s.delay_days} />
        <span className="spacer" />
        <span className="muted">
          {t(`modes.${modeOfModality(s.modality)}.name`)} · {s.type} · {t('detail.facts.incoterm', { incoterm: s.incoterm })}
        </span>
      </div>
      <dl className="facts-grid">
        <Place label={t('detail.facts.from')} place={detail.origin} port={s.loadport} />
        <Place label={t('detail.facts.to')} place={detail.destination} port={s.dischargeport} />
        {detail.via && <Place label={t('detail.facts.via')} place={detail.via} port={null} />}
        {detail.delivery && <Place label={t('detail.facts.delivery')} place={detail.delivery} port={null} />}
        <div className="fact">
          <dt>{t('detail.facts.carrier')}</dt>
          <dd>
            <strong>{s.carrier}</strong>
            {s.vehicle && <span>{t(`detail.facts.vehicle.${s.modality}`, { vehicle: s.vehicle })}</span>}
          </dd>
        </div>
        <div className="fact">
          <dt>{t('detail.facts.cargo')}</dt>
          <dd>
            <strong>{s.cargo}</strong>
            <span>{t('detail.facts.weightVolume', { weight, volume: format.number(s.volume_m3) })}</span>
            <span className="muted">{s.goods}</span>
          </dd>
        </div>
        <div className="fact">
          <dt>{t('detail.facts.departure')}</dt>
          <dd>
            <strong>{s.atd ? t('dates.atd', { date: day(s.atd) }) : t('dates.etd', { date: day(s.etd) })}</strong>
            {s.atd && <span className="muted">{t('detail.facts.planned', { date: day(s.etd) })}</span>}
          </dd>
        </div>
        <div className="fact">
          <dt>{t('detail.facts.arrival')}</dt>
          <dd>
            <strong>{arrival}</strong>
            {s.ata && <span className="muted">{t('detail.facts.planned', { date: day(s.eta) })}</span>}
            <span>{delayWords(t, s.delay_days)}</span>
          </dd>
        </div>
        <References shipment={s} />
      </dl>
    </section>
  );
}
