import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '@portal/kit';
import type { Shipment } from '@portal/contracts/shipments';
import { ProgressBar } from '../../../shipments/ProgressBar';
import { DelayBadge } from '../../../shipments/DelayBadge';
import { useDashboardT } from '../../../messages';

/**
 * The dashboard's shipment list: a listbox as tall as its rows, scrolled with the page (a box of
 * its own cut its last row while the page had room below), that renders only the rows in the
 * window (plus a few either side), so two thousand active shipments scroll as smoothly as
 * twenty. Rows have a fixed height, which is what makes the windowing a few lines of arithmetic.
 */
export const ROW_HEIGHT = 64;
/**
 * A phone's row: a port's name (two lines) and its city and country (up to three) wrap there
 * (dashboard.css), read whole instead of cut to "Auckland, Ne…".
 */
const PHONE_ROW_HEIGHT = 84;
const PHONE = '(max-width: 600px)';
const OVERSCAN = 4;
/**
 * Lists up to this long draw every row: a customer's usual few dozen are all in the page (found
 * with the browser's search, printed whole), and windowing only pays from the hundreds on.
 */
const DRAW_ALL_UP_TO = 100;

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
  /** Asked when the person scrolls or moves past the rows there are: the rest of the list is read then. */
  onNeedRows?(): void;
  /** The rest of the list is being read. */
  loadingRows?: boolean;
}

export function visibleRange(scrollTop: number, viewport: number, count: number, rowHeight = ROW_HEIGHT, overscan = OVERSCAN): [number, number] {
  const first = Math.min(count, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return [first, Math.max(first, last)];
}

/** Where the list lies in the window: `top` is the list's top from the window's top (negative once scrolled past), `height` the window's. */
export interface ListInWindow {
  top: number;
  height: number;
}

/** The rows of the list in the window, as visibleRange counts them. */
export function rowsInWindow({ top, height }: ListInWindow, count: number, rowHeight = ROW_HEIGHT): [number, number] {
  const from = Math.max(0, -top);
  const to = Math.max(from, height - top);
  return visibleRange(from, to - from, count, rowHeight);
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

export function ShipmentList({ shipments, count = shipments.length, selectedId, onSelect, label, idPrefix, onNeedRows, loadingRows }: ShipmentListProps) {
  const t = useDashboardT();
  const rows = useRef<HTMLDivElement>(null);
  const rowHeight = useRowHeight();
  // Before the list has been measured (the first render): the top of the list in a window's
  // height. Measuring it then would force the page's whole first layout inside a render.
  const [inWindow, setInWindow] = useState<ListInWindow>(() => ({ top: 0, height: typeof window === 'undefined' ? 900 : window.innerHeight }));
  const [first, last] = count <= DRAW_ALL_UP_TO ? [0, count] : rowsInWindow(inWindow, count, rowHeight);
  const selectedIndex = shipments.findIndex((s) => s.shipmentid === selectedId);

  // The window's scroll and size move the rows drawn, once a frame. A scroll that brings rows
  // not read yet near the window asks for the rest of the list (the page opened scrolled to the
  // top reads nothing more: most visits never look past the first rows).
  const needRows = useRef(onNeedRows);
  needRows.current = onNeedRows;
  const missing = shipments.length < count;
  useEffect(() => {
    let frame = 0;
    const measure = (scrolled: boolean) => {
      frame = 0;
      const el = rows.current;
      if (!el) return;
      const next = { top: Math.round(el.getBoundingClientRect().top), height: window.innerHeight };
      setInWindow((previous) => (previous.top === next.top && previous.height === next.height ? previous : next));
      if (scrolled && missing && rowsInWindow(next, count, rowHeight)[1] > shipments.length) needRows.current?.();
    };
    const onScroll = () => (frame ||= requestAnimationFrame(() => measure(true)));
    const onResize = () => (frame ||= requestAnimationFrame(() => measure(false)));
    onResize();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [missing, count, rowHeight, shipments.length]);

  // A key that moves the selection brings its row into the window (only a key: a click is on a
  // row in view, and a new tab or new data must not scroll the page under the person).
  const reveal = useRef(false);
  useEffect(() => {
    const el = rows.current;
    if (!reveal.current || !el || selectedIndex < 0) return;
    reveal.current = false;
    const top = el.getBoundingClientRect().top + selectedIndex * rowHeight;
    if (top < 0) window.scrollBy(0, top);
    else if (top + rowHeight > window.innerHeight) window.scrollBy(0, top + rowHeight - window.innerHeight);
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
    else {
      reveal.current = true;
      onSelect(shipments[index]);
    }
  }, [shipments, count, selectedIndex]); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (e: KeyboardEvent) => {
    const page = Math.max(1, Math.floor(inWindow.height / rowHeight) - 1);
    const next = keyTarget(e.key, pending.current ?? Math.max(0, selectedIndex), count, page);
    if (next === null) return;
    e.preventDefault();
    reveal.current = true;
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
        ref={rows}
        className="shipment-list-rows"
        style={{ height: count * rowHeight }}
        role="listbox"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={selectedIndex >= 0 ? optionId(shipments[selectedIndex]) : undefined}
        aria-busy={loadingRows || undefined}
        onKeyDown={onKeyDown}
      >
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
      {/* At the window's foot while the list goes on below it (a sticky anchor of no height), not
          in the list: a listbox holds options only, and nothing below moves when it shows. */}
      <div className="shipment-list-foot">
        {loadingRows && (
          <p className="shipment-list-more" role="status">
            {t('dashboard.list.loadingMore')}
          </p>
        )}
      </div>
    </div>
  );
}
