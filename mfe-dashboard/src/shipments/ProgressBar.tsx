import { clampProgress } from './progress';

/** A progress bar; the percentage is spoken by screen readers as text, not as a widget. */
export function ProgressBar({ value, label }: { value: unknown; label?: string }) {
  const pct = clampProgress(value);
  return (
    <span className="shipment-progress">
      <span className="progress" aria-hidden="true">
        <span style={{ width: `${pct}%` }} className={pct >= 100 ? 'is-complete' : undefined} />
      </span>
      <span className="shipment-progress-text">{label ? `${label} ${pct}%` : `${pct}%`}</span>
    </span>
  );
}
