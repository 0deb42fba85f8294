import { handleError, useApiData } from '@portal/kit';
import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { getWebTrackerCredentials } from '../api/getWebTrackerCredentials';

export type TrackerState =
  | { kind: 'loading' }
  | { kind: 'error'; retry(): void }
  | { kind: 'groupSelected' }
  | { kind: 'notLicensed'; companyCode: string; licenceRequestEmail: string | null }
  | { kind: 'licensed'; credentials: TrackerCredentials };

/**
 * The four licensing states of the tracker (spec section 2), from the server's answer for the
 * current selection. useApiData asks again whenever the header selection changes, so switching
 * to a group shows the group message and switching back opens the tracker again.
 */
export function useTrackerCredentials(errorMessage: string): TrackerState {
  const { data, loading, error, reload } = useApiData(getWebTrackerCredentials, [], (err) => handleError(err, errorMessage));
  if (loading) return { kind: 'loading' };
  if (error || !data) return { kind: 'error', retry: reload };
  if (data.isLicensed) return { kind: 'licensed', credentials: data };
  if (data.reason === 'groupSelected') return { kind: 'groupSelected' };
  return { kind: 'notLicensed', companyCode: data.companyCode, licenceRequestEmail: data.licenceRequestEmail ?? null };
}
