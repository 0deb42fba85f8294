import { useEffect, useLayoutEffect, useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { isYmd } from '@portal/contracts/dates';
import { usePortal } from '@portal/kit';
import { nl } from 'react-day-picker/locale';
import { useDashboardT } from '../../../messages';

/** A day's Y-m-d as the calendar's local date (and back): the portal's dates are calendar days. */
const toDate = (ymd: string | null | undefined) => (ymd && isYmd(ymd) ? new Date(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) : undefined);
const toYmd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface CalendarPopoverProps {
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChoose(value: string): void;
  /** `returnFocus`: back to the calendar button (Escape, a choice), not after a click elsewhere. */
  onClose(returnFocus: boolean): void;
}

/**
 * The calendar of a date filter: react-day-picker in the portal's theme, weeks from Monday with
 * ISO week numbers (the rule of the "Last/This/Next week" presets), arrow keys between days, Page
 * Up/Down between months, Enter chooses, Escape closes. Loaded only when first opened.
 */
export default function CalendarPopover({ label, value, min, max, onChoose, onClose }: CalendarPopoverProps) {
  const t = useDashboardT();
  const language = usePortal((s) => s.language);
  const root = useRef<HTMLDivElement>(null);
  const selected = toDate(value);
  const first = toDate(min);
  const last = toDate(max);

  // Opened near the right edge of a phone, it moves left rather than widen the page.
  useLayoutEffect(() => {
    const box = root.current;
    if (!box) return;
    const overflow = box.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) box.style.left = `${-overflow}px`;
  }, []);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const box = root.current;
      // The calendar button toggles the popover itself.
      if (box && !box.contains(e.target as Node) && !box.parentElement?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  return (
    <div
      ref={root}
      className="calendar-popover"
      role="dialog"
      aria-label={t('myShipments.dateInput.chooseDate', { label })}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose(true);
        }
      }}
    >
      <DayPicker
        mode="single"
        // The calendar's month and day names in the reader's language (its own translations).
        locale={language === 'nl' ? nl : undefined}
        ISOWeek
        showWeekNumber
        autoFocus
        showOutsideDays
        selected={selected}
        defaultMonth={selected ?? (last && last < new Date() ? last : undefined)}
        startMonth={first}
        endMonth={last}
        disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
        onSelect={(day) => {
          if (day) onChoose(toYmd(day));
          onClose(true);
        }}
      />
    </div>
  );
}
