import type { Shipment } from '@portal/contracts/shipments';
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

/**
 * The caption under the map: what the map shows, in words. Its rows have fixed heights (a long
 * route or description is shortened, not wrapped), so it has the same height empty, loading and
 * for any shipment: the panels below never move when the shipments arrive or the user picks one.
 */
export function SelectedShipment({ shipment }: { shipment: Shipment | null }) {
  if (!shipment)
    return (
      <div className="selected-shipment is-empty">
        <p className="muted">Select a shipment to see its route.</p>
      </div>
    );
  const route = `${shipment.departure_city}, ${shipment.departure_country} → ${shipment.arrival_city}, ${shipment.arrival_country}`;
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
        <span data-testid="selected-dates">{departureArrivalText(shipment)}</span>
        <span title={shipment.goods ?? undefined}>{shipment.goods}</span>
      </span>
      <ProgressBar value={shipment.progress} label="Progress" />
      <Link className="btn btn-sm btn-primary selected-action" to={detailPath(shipment)} state={FROM_DASHBOARD} data-testid="open-detail">
        Details of {shipment.shipmentid}
      </Link>
    </div>
  );
}
