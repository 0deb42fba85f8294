import { DELAY_THRESHOLD_DAYS, isDelayed } from '@portal/contracts/rules/shipmentDelay';
import { delayWords, useDashboardT } from '../messages';

/**
 * A shipment's delay in the portal's one wording (rules/shipmentDelay): "On time", "1 day late"
 * (within the tolerance, muted) or "3 days late" (beyond it, the danger colour): words, so colour
 * is never the only sign, and the same words wherever a delay is shown.
 */
export function DelayBadge({ delayDays }: { delayDays: number | null | undefined }) {
  const t = useDashboardT();
  if (typeof delayDays !== 'number') return null;
  const delayed = isDelayed(delayDays);
  const tone = delayed ? 'badge-danger' : delayDays > 0 ? 'badge-muted' : 'badge-success';
  return (
    <span className={`badge ${tone}`} title={t('delay.rule', { count: DELAY_THRESHOLD_DAYS })} data-delayed={delayed}>
      {delayWords(t, Math.max(0, delayDays))}
    </span>
  );
}
