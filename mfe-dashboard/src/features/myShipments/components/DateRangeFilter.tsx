import { useId } from 'react';
import type { DateBounds } from '@portal/contracts/table/contract';
import { DATE_FILTER_PLACEHOLDER, DATE_PRESETS, chooseInterval, choosePreset, isDatePresetId, type DateFilterState } from '@portal/contracts/dates';
import { DateInput } from './DateInput';

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
  return (
    <fieldset className="date-range-filter">
      <legend>{label}</legend>
      <div className="date-range-inputs">
        <div className="field">
          <label htmlFor={`${id}-preset`} className="sr-only">
            {label} preset
          </label>
          <select
            id={`${id}-preset`}
            className="select"
            value={value.preset ?? ''}
            onChange={(e) => onChange(choosePreset(isDatePresetId(e.target.value) ? e.target.value : null))}
          >
            <option value="">{DATE_FILTER_PLACEHOLDER}</option>
            {DATE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <DateInput
          label={`${label} from`}
          value={value.from}
          min={bounds?.min}
          max={bounds?.max}
          onChange={(from) => onChange(chooseInterval(from, value.to))}
        />
        <DateInput label={`${label} to`} value={value.to} min={bounds?.min} max={bounds?.max} onChange={(to) => onChange(chooseInterval(value.from, to))} />
        {/* Always there, hidden while there is nothing to clear: the filters beside do not move. */}
        <button
          type="button"
          className={`btn btn-sm date-range-clear${value.from || value.to ? '' : ' is-idle'}`}
          onClick={() => onChange(choosePreset(null))}
          aria-label={`Clear the ${label} filter`}
          tabIndex={value.from || value.to ? undefined : -1}
          aria-hidden={value.from || value.to ? undefined : true}
        >
          Clear
        </button>
      </div>
      {bounds?.min && bounds?.max && (
        <span className="muted date-range-bounds">
          {label}s from {bounds.min} to {bounds.max}
        </span>
      )}
    </fieldset>
  );
}
