import { api, type UnlocodePlace } from '@portal/shared';

/** POST /api/unlocode/cities { country, city } → UN/LOCODE places of the country by name (or code) prefix. */
export async function searchCities(country: string, query: string, signal?: AbortSignal): Promise<UnlocodePlace[]> {
  const { cities } = await api.post<{ cities: UnlocodePlace[] }>('/unlocode/cities', { country, city: query }, { signal });
  return cities;
}
