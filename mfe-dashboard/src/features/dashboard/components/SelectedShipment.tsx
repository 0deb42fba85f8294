import type { Shipment } from '@portal/shared';
import { ModalityIcon } from '../../../shipments/ModalityIcon';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../shipments/ProgressBar';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { detailPath, type DetailLinkState } from '../../../shipments/detailLink';

const FROM_DASHBOARD: DetailLinkState = { from: { path: '/shipments', label: 'MyDashboard' } };

/** 'ATD 2025-03-01' once the shipment has left, else 'ETD …' (likewise ATA/ETA): the label names the date shown. */
export function departureArrivalText(shipment: Pick<Shipment, 'etd' | 'atd' | 'eta' | 'ata'>): string {
  const departure = shipment.atd ? `ATD ${shipment.atd}` : `ETD ${shipment.etd ?? '–'}`;
  const arrival = shipment.ata ? `ATA ${shipment.ata}` : `ETA ${shipment.eta ?? '–'}`;
  return `${departure} · ${arrival}`;
}

/** The caption under the map: what the map shows, in words. */
export function SelectedShipment({ shipment }: { shipment: Shipment | null }) {
  if (!shipment) return <p className="muted selected-shipment">Select a shipment to see its route.</p>;
  return (
    <div className="selected-shipment" data-testid="selected-shipment">
      <ModalityIcon modality={shipment.modality} size={22} cut="#ffffff" />
      <strong>{shipment.shipmentid}</strong>
      <span>
        {shipment.departure_city}, {shipment.departure_country} → {shipment.arrival_city}, {shipment.arrival_country}
      </span>
      <span className="muted" data-testid="selected-dates">
        {departureArrivalText(shipment)}
      </span>
      <span className="muted">{shipment.goods}</span>
      <DelayBadge delayDays={shipment.delay_days} />
      <ProgressBar value={shipment.progress} label="Progress" />
      <Link className="btn btn-sm btn-primary" to={detailPath(shipment)} state={FROM_DASHBOARD} data-testid="open-detail">
        Details of {shipment.shipmentid}
      </Link>
    </div>
  );
}
