import { useApiData } from '@portal/kit';
import { getUpdated } from '../api/getUpdated';
import { formatAge, useMinutesAgo } from '../hooks/useMinutesAgo';

/** "Last updated N minutes ago" from /api/shipments/updated, reloaded with the selection. */
export function LastUpdated({ reloadKey }: { reloadKey?: unknown }) {
  // Spec: a failed shipment load is only logged.
  const { data, error } = useApiData(getUpdated, [reloadKey], (e) => console.error('[dashboard] last update could not be loaded', e));
  const minutes = useMinutesAgo(data?.updated);
  if (error && !data) return null;
  return (
    <span className="muted last-updated" data-updated={data?.updated ?? ''}>
      {data ? formatAge(minutes) : ' '}
    </span>
  );
}
