import { api, type TrackerCredentials } from '@portal/shared';

/** GET /api/externalapp/getWebTrackerCredentials: the user's tracker account at the selected organisation. */
export function getWebTrackerCredentials(signal: AbortSignal): Promise<TrackerCredentials> {
  return api.get<TrackerCredentials>('/externalapp/getWebTrackerCredentials', { signal });
}
