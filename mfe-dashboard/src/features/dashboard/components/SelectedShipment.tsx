import type { Shipment } from '@portal/contracts/shipments';
import { ModalityIcon } from '../../../shipments/ModalityIcon';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../shipments/ProgressBar';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { detailPath, type DetailLinkState } from '../../../shipments/detailLink';
import { useFormat } from '@portal/kit';
import { useDashboardT } from '../../../messages';

type DateLabel = 'atd' | 'etd' | 'ata' | 'eta';
const englishDate = (label: DateLabel, date: string) => `${label.toUpperCase()} ${date}`;

/**
 * 'ATD 2025-03-01' once the shipment has left, else 'ETD …' (likewise ATA/ETA): the label names the
 * date shown; departure and arrival. `day` writes a date as the reader's language does (the
 * messages' `formats.day`), `say` a label with its date (the messages' `dates.*`), `none` a date
 * not known.
 */
export function departureArrivalTexts(
  shipment: Pick<Shipment, 'etd' | 'atd' | 'eta' | 'ata'>,
  day: (iso: string) => string = (iso) => iso,
  say: (label: DateLabel, date: string) => string = englishDate,
  none = '–',
): [string, string] {
  const on = (iso: string | null | undefined) => (iso ? day(iso) : none);
  const departure = shipment.atd ? say('atd', on(shipment.atd)) : say('etd', on(shipment.etd));
  const arrival = shipment.ata ? say('ata', on(shipment.ata)) : say('eta', on(shipment.eta));
  return [departure, arrival];
}

/**
 * The caption under the map: what the map shows, in words. Its rows have fixed heights (a long
 * route or description is shortened, not wrapped), so it has the same height empty, loading and
 * for any shipment: the panels below never move when the shipments arrive or the user picks one.
 */
export function SelectedShipment({ shipment }: { shipment: Shipment | null }) {
  const t = useDashboardT();
  const format = useFormat();
  if (!shipment)
    return (
      <div className="selected-shipment is-empty">
        <p className="muted">{t('dashboard.selectToSee')}</p>
      </div>
    );
  const route = t('dashboard.route', {
    from: t('cityCountry', { city: shipment.departure_city, country: shipment.departure_country }),
    to: t('cityCountry', { city: shipment.arrival_city, country: shipment.arrival_country }),
  });
  const [departure, arrival] = departureArrivalTexts(
    shipment,
    (iso) => format.date(iso, t('formats.day')),
    (label, date) => t(`dates.${label}`, { date }),
    t('dates.none'),
  );
  const fromDashboard: DetailLinkState = { from: { path: '/shipments', label: t('routes./shipments.title') } };
  return (
    <div className="selected-shipment" data-testid="selected-shipment">
      <span className="selected-head">
        <ModalityIcon modality={shipment.modality} size={22} cut="#ffffff" />
        <strong>{shipment.shipmentid}</strong>
        <DelayBadge delayDays={shipment.delay_days} />
      </span>
      <span className="selected-route" title={route}>
        {route}
      </span>
      <span className="selected-meta muted">
        {/* One line on a wide screen ("ETD 4 Dec 2026 · ETA 20 Mar 2027"); on a phone the departure and
            the arrival have a line each, so a longer language's words are not cut. */}
        <span data-testid="selected-dates" className="selected-dates">
          <span>{departure}</span>
          <span className="selected-dates-between"> · </span>
          <span>{arrival}</span>
        </span>
        <span title={shipment.goods ?? undefined}>{shipment.goods}</span>
      </span>
      <ProgressBar value={shipment.progress} label={t('dashboard.progress')} />
      <Link className="btn btn-sm btn-primary selected-action" to={detailPath(shipment)} state={fromDashboard} data-testid="open-detail">
        {t('dashboard.details', { id: shipment.shipmentid })}
      </Link>
    </div>
  );
}
