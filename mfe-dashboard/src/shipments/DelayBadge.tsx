import { delayText, isDelayed, DELAY_RULE_TEXT } from '@portal/contracts/rules/shipmentDelay';

/** "Delayed · 3 days late", "1 day late" (within the tolerance) or "On time": words, so colour is never the only sign. */
export function DelayBadge({ delayDays, compact = false }: { delayDays: number | null | undefined; compact?: boolean }) {
  if (typeof delayDays !== 'number') return null;
  const delayed = isDelayed(delayDays);
  const text = delayed ? (compact ? `Delayed ${delayDays} d` : `Delayed · ${delayText(delayDays)}`) : delayDays > 0 ? delayText(delayDays) : 'On time';
  const tone = delayed ? 'badge-danger' : delayDays > 0 ? 'badge-muted' : 'badge-success';
  return (
    <span className={`badge ${tone}`} title={DELAY_RULE_TEXT} data-delayed={delayed}>
      {text}
    </span>
  );
}
