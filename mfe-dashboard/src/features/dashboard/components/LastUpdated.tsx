import { useApiData } from '@portal/kit';
import { getUpdated } from '../api/getUpdated';
import { ageMessage, useMinutesAgo } from '../hooks/useMinutesAgo';
import { useDashboardT } from '../../../messages';

/** "Last updated N minutes ago" from /api/shipments/updated, reloaded with the selection. */
export function LastUpdated({ reloadKey }: { reloadKey?: unknown }) {
  // Spec: a failed shipment load is only logged.
  const { data, error } = useApiData(getUpdated, [reloadKey], (e) => console.error('[dashboard] last update could not be loaded', e));
  const t = useDashboardT();
  const age = ageMessage(useMinutesAgo(data?.updated));
  if (error && !data) return null;
  return (
    <span className="muted last-updated" data-updated={data?.updated ?? ''}>
      {data ? t(age.key, { count: age.count }) : ' '}
    </span>
  );
}
