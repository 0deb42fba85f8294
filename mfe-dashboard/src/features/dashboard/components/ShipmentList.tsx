import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '@portal/kit';
import type { Shipment } from '@portal/contracts/shipments';
import { ProgressBar } from '../../../shipments/ProgressBar';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { useDashboardT } from '../../../messages';

/**
 * The dashboard's shipment list: a listbox that renders only the rows in view (plus a few
 * either side), so two thousand active shipments scroll as smoothly as twenty. Rows have a fixed
 * height, which is what makes the windowing a few lines of arithmetic.
 */
export const ROW_HEIGHT = 64;
/**
 * A phone's row: a port's name (two lines) and its city and country (up to three) wrap there
 * (dashboard.css), read whole instead of cut to "Auckland, Ne…".
 */
const PHONE_ROW_HEIGHT = 84;
const PHONE = '(max-width: 600px)';
const OVERSCAN = 6;

/** The row height for the window's width, known in the first render (no shift once drawn). */
function useRowHeight(): number {
  return useMediaQuery(PHONE) ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
}

interface ShipmentListProps {
  /** The list, or its first rows while the rest loads (`count` says how many there are in all). */
  shipments: Shipment[];
  /** How many shipments the whole list holds (default: shipments.length); rows not yet loaded stay blank. */
  count?: number;
  selectedId: string | null;
  onSelect(shipment: Shipment): void;
  label: string;
  idPrefix: string;
  /** Height of the scrolling area in px. */
  height?: number;
  /** Asked when the person scrolls or moves past the rows there are: the rest of the list is read then. */
  onNeedRows?(): void;
  /** The rest of the list is being read. */
  loadingRows?: boolean;
}

export function visibleRange(scrollTop: number, viewport: number, count: number, rowHeight = ROW_HEIGHT, overscan = OVERSCAN): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return [first, last];
}

/**
 * The row a key moves the selection to, from row `from` in a list of `count` rows of which
 * `page` fit in view; null for a key that moves nothing. The list's whole length counts, not the
 * rows read so far: a key past them waits for the rest (ShipmentList's pending row).
 */
export function keyTarget(key: string, from: number, count: number, page: number): number | null {
  if (count === 0) return null;
  const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
  if (key in moves) return Math.min(count - 1, Math.max(0, from + moves[key]));
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function ShipmentList({
  shipments,
  count = shipments.length,
  selectedId,
  onSelect,
  label,
  idPrefix,
  height = 448,
  onNeedRows,
  loadingRows,
}: ShipmentListProps) {
  const t = useDashboardT();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const rowHeight = useRowHeight();
  const viewport = Math.min(height, count * rowHeight);
  const [first, last] = visibleRange(scrollTop, viewport || height, count, rowHeight);
  const selectedIndex = shipments.findIndex((s) => s.shipmentid === selectedId);

  // Keep the selected row in view when it changes (keyboard, tab change, new data). The scroll
  // position and height come from what was rendered, not the element: reading those forced the
  // page's whole first layout inside this effect (26 ms of a 34 ms task on /shipments).
  const shown = useRef({ scrollTop, viewport });
  shown.current = { scrollTop, viewport };
  useEffect(() => {
    const el = scroller.current;
    if (!el || selectedIndex < 0) return;
    const top = selectedIndex * rowHeight;
    const { scrollTop: current, viewport: visible } = shown.current;
    if (top < current) el.scrollTop = top;
    else if (top + rowHeight > current + visible) el.scrollTop = top + rowHeight - visible;
  }, [selectedIndex, rowHeight]);

  // A key that moves past the rows there are: the row it reaches, selected once they have been
  // read. It stays the keys' starting point until the selection is drawn there: a key pressed
  // between this selection and its render moves on from it, not from the row selected before.
  const pending = useRef<number | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [idPrefix]);
  useEffect(() => {
    const target = pending.current;
    if (target === null || (target >= shipments.length && shipments.length < count)) return;
    const index = Math.min(target, shipments.length - 1);
    if (index < 0 || selectedIndex === index) pending.current = null;
    else onSelect(shipments[index]);
  }, [shipments, count, selectedIndex]); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (e: KeyboardEvent) => {
    const next = keyTarget(e.key, pending.current ?? Math.max(0, selectedIndex), count, Math.max(1, Math.floor(viewport / rowHeight) - 1));
    if (next === null) return;
    e.preventDefault();
    if (next < shipments.length) {
      pending.current = null;
      onSelect(shipments[next]);
    } else {
      pending.current = next;
      onNeedRows?.();
    }
  };

  const optionId = (s: Shipment) => `${idPrefix}-${s.shipmentid}`;

  return (
    <div className="shipment-list">
      <div className="shipment-list-header" aria-hidden="true">
        <span>{t('dashboard.list.shipment')}</span>
        <span>{t('dashboard.list.from')}</span>
        <span>{t('dashboard.list.to')}</span>
      </div>
      <div
        ref={scroller}
        className="shipment-list-scroller"
        style={{ height: viewport }}
        role="listbox"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={selectedIndex >= 0 ? optionId(shipments[selectedIndex]) : undefined}
        aria-busy={loadingRows || undefined}
        onKeyDown={onKeyDown}
        onScroll={(e) => {
          setScrollTop(e.currentTarget.scrollTop);
          if (shipments.length < count) onNeedRows?.();
        }}
      >
        <div style={{ height: count * rowHeight, position: 'relative' }}>
          {/* Rows not read yet: their shape, until the rest of the list arrives (aria-hidden: not options). */}
          {Array.from({ length: Math.max(0, last - Math.max(first, shipments.length)) }, (_, i) => Math.max(first, shipments.length) + i).map((index) => (
            <div key={`blank-${index}`} className="shipment-row is-blank" aria-hidden="true" style={{ top: index * rowHeight, height: rowHeight }}>
              <span className="blank-bar" />
              <span className="blank-bar" />
              <span className="blank-bar" />
            </div>
          ))}
          {shipments.slice(first, last).map((s, i) => {
            const index = first + i;
            const selected = s.shipmentid === selectedId;
            return (
              <div
                key={s.shipmentid}
                id={optionId(s)}
                role="option"
                aria-selected={selected}
                aria-posinset={index + 1}
                aria-setsize={count}
                className={`shipment-row${selected ? ' is-selected' : ''}`}
                style={{ top: index * rowHeight, height: rowHeight }}
                onClick={() => onSelect(s)}
              >
                <span className="shipment-cell shipment-id">
                  <span className="shipment-id-line">
                    <strong>{s.shipmentid}</strong>
                    {s.delayed && <DelayBadge delayDays={s.delay_days} />}
                  </span>
                  <ProgressBar value={s.progress} />
                </span>
                <span className="shipment-cell">
                  <span className="shipment-place">{s.departure_name}</span>
                  <span className="muted shipment-city">{t('cityCountry', { city: s.departure_city, country: s.departure_country })}</span>
                </span>
                <span className="shipment-cell">
                  <span className="shipment-place">{s.arrival_name}</span>
                  <span className="muted shipment-city">{t('cityCountry', { city: s.arrival_city, country: s.arrival_country })}</span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
      {/* Over the list's foot, not in it: a listbox holds options only, and nothing below moves. */}
      {loadingRows && (
        <p className="shipment-list-more" role="status">
          {t('dashboard.list.loadingMore')}
        </p>
      )}
    </div>
  );
}
