import { useId } from 'react';
import type { DateBounds } from '@portal/contracts/table/contract';
import { DATE_PRESETS, chooseInterval, choosePreset, isDatePresetId, type DateFilterState } from '@portal/contracts/dates';
import { useFormat } from '@portal/kit';
import { DateInput } from './DateInput';
import { useDashboardT } from '../../../messages';

interface DateRangeFilterProps {
  /** 'ETD' or 'ETA'. */
  label: string;
  value: DateFilterState;
  bounds?: DateBounds;
  onChange(value: DateFilterState): void;
}

/**
 * A preset dropdown plus a Y-m-d interval (spec sections 2 and 4): a preset sets the interval,
 * a custom interval resets the preset to none. The bounds are the mode's earliest and latest
 * dates, from the table's filter data.
 */
export function DateRangeFilter({ label, value, bounds, onChange }: DateRangeFilterProps) {
  const id = useId();
  const t = useDashboardT();
  const format = useFormat();
  const day = (ymd: string) => format.date(ymd, t('formats.day'));
  return (
    <fieldset className="date-range-filter">
      <legend>{label}</legend>
      <div className="date-range-inputs">
        <div className="field">
          <label htmlFor={`${id}-preset`} className="sr-only">
            {t('myShipments.dateFilter.preset', { label })}
          </label>
          <select
            id={`${id}-preset`}
            className="select"
            value={value.preset ?? ''}
            onChange={(e) => onChange(choosePreset(isDatePresetId(e.target.value) ? e.target.value : null))}
          >
            <option value="">{t('myShipments.dateFilter.placeholder')}</option>
            {DATE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {t(`myShipments.dateFilter.presets.${p.id}`, { defaultValue: p.label })}
              </option>
            ))}
          </select>
        </div>
        <DateInput
          label={t('myShipments.dateFilter.from', { label })}
          value={value.from}
          min={bounds?.min}
          max={bounds?.max}
          onChange={(from) => onChange(chooseInterval(from, value.to))}
        />
        <DateInput label={t('myShipments.dateFilter.to', { label })} value={value.to} min={bounds?.min} max={bounds?.max} onChange={(to) => onChange(chooseInterval(value.from, to))} />
        {/* Always there, hidden while there is nothing to clear: the filters beside do not move. */}
        <button
          type="button"
          className={`btn btn-sm date-range-clear${value.from || value.to ? '' : ' is-idle'}`}
          onClick={() => onChange(choosePreset(null))}
          aria-label={t('myShipments.dateFilter.clearLabel', { label })}
          tabIndex={value.from || value.to ? undefined : -1}
          aria-hidden={value.from || value.to ? undefined : true}
        >
          {t('myShipments.dateFilter.clear')}
        </button>
      </div>
      {bounds?.min && bounds?.max && (
        <span className="muted date-range-bounds">
          {t('myShipments.dateFilter.bounds', { label, min: day(bounds.min), max: day(bounds.max) })}
        </span>
      )}
    </fieldset>
  );
}
