import { delayText, isDelayed, DELAY_RULE_TEXT } from '@portal/contracts/rules/shipmentDelay';

/**
 * One vocabulary for lateness across the portal: "3 days late" (with "Delayed ·" where the badge
 * stands alone, beyond the tolerance), "1 day late" (within it) or "On time": words, so colour is
 * never the only sign. The compact badge is drawn for delayed shipments only, so it needs no prefix.
 */
export function DelayBadge({ delayDays, compact = false }: { delayDays: number | null | undefined; compact?: boolean }) {
  if (typeof delayDays !== 'number') return null;
  const delayed = isDelayed(delayDays);
  const text = delayed ? (compact ? delayText(delayDays) : `Delayed · ${delayText(delayDays)}`) : delayDays > 0 ? delayText(delayDays) : 'On time';
  const tone = delayed ? 'badge-danger' : delayDays > 0 ? 'badge-muted' : 'badge-success';
  return (
    <span className={`badge ${tone}`} title={DELAY_RULE_TEXT} data-delayed={delayed}>
      {text}
    </span>
  );
}
