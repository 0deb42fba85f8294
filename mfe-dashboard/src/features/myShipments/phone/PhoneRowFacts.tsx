import { createContext, useContext } from 'react';
import { useFormat } from '@portal/kit';
import { useDashboardT } from '../../../messages';
import { isDelayed } from '@portal/contracts/rules/shipmentDelay';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { sortDateField, type ListSortKey } from './listSort';

/** The order the list shows, for its rows' date (ShipmentsTable provides it). */
export const ListSortContext = createContext<ListSortKey | null>(null);

interface RowFacts {
  status?: string;
  delay_days?: number | null;
  departure_city?: string | null;
  arrival_city?: string | null;
  etd?: string | null;
  eta?: string | null;
}

/**
 * What a shipper scans for in a phone's row, under the reference: the status with its delay, from
 * → to, and the date the list is sorted by. Drawn in the reference's cell, the phone's one column;
 * hidden where the table is wide enough for the columns themselves (dashboard.css).
 */
export function PhoneRowFacts({ row }: { row: RowFacts | undefined }) {
  const t = useDashboardT();
  const format = useFormat();
  const dateField = sortDateField(useContext(ListSortContext));
  if (!row) return null;
  const date = row[dateField];
  return (
    <span className="phone-row-facts">
      <span className="phone-row-status">
        {row.status ? t(`status.${row.status}`, { defaultValue: row.status }) : null} {isDelayed(row.delay_days) && <DelayBadge delayDays={row.delay_days} />}
      </span>
      <span className="phone-row-route">
        {row.departure_city ?? '…'} → {row.arrival_city ?? '…'}
      </span>
      {date && <span className="phone-row-date">{t(`phoneList.${dateField}`, { date: format.date(date.slice(0, 10), t('formats.day')) })}</span>}
    </span>
  );
}
