import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { isYmd } from '@portal/contracts/dates';
import { useDashboardT } from '../../../messages';

// The calendar (react-day-picker, date-fns) loads with its first opening, not with the table.
const CalendarPopover = lazy(() => import(/* webpackChunkName: "calendar" */ './CalendarPopover'));

interface DateInputProps {
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange(value: string | null): void;
}

/**
 * A Y-m-d date field: typed as text (the portal's date format, whatever the browser's locale),
 * with a calendar button that opens the portal's calendar (CalendarPopover: Monday-first ISO
 * weeks, like the presets). The typed value is taken on Enter or when leaving the field; anything
 * that is not a real day gets a message and changes nothing. The message has its line reserved,
 * so nothing beside or below the field moves when it shows.
 */
export function DateInput({ label, value, min, max, onChange }: DateInputProps) {
  const t = useDashboardT();
  const id = useId();
  const calendarButton = useRef<HTMLButtonElement>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const closeCalendar = useCallback((returnFocus: boolean) => {
    setCalendarOpen(false);
    if (returnFocus) calendarButton.current?.focus();
  }, []);
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDraft(value ?? '');
    setError(null);
  }, [value]);

  const commit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return setError(null);
    if (trimmed === '') {
      setError(null);
      return onChange(null);
    }
    if (!isYmd(trimmed)) return setError(t('myShipments.dateInput.invalid'));
    setError(null);
    onChange(trimmed);
  };

  return (
    <div className="field date-input">
      <label htmlFor={id}>{label}</label>
      <div className="date-input-row">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          placeholder={t('myShipments.dateInput.format')}
          autoComplete="off"
          maxLength={10}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(e.currentTarget.value);
            }
          }}
        />
        <button
          ref={calendarButton}
          type="button"
          className="btn btn-sm btn-ghost date-input-calendar"
          onClick={() => setCalendarOpen((open) => !open)}
          aria-label={t('myShipments.dateInput.openCalendar', { label })}
          aria-haspopup="dialog"
          aria-expanded={calendarOpen}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        {calendarOpen && (
          <Suspense fallback={<span className="calendar-popover calendar-loading">{t('myShipments.dateInput.loadingCalendar')}</span>}>
            <CalendarPopover label={label} value={value} min={min} max={max} onChoose={onChange} onClose={closeCalendar} />
          </Suspense>
        )}
      </div>
      <span className="date-input-error-slot">
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </span>
    </div>
  );
}
