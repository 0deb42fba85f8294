import { api, type UnlocodeCountry } from '@portal/shared';

/** POST /api/unlocode/countries { country } → countries whose name or code starts with it. */
export async function searchCountries(query: string, signal?: AbortSignal): Promise<UnlocodeCountry[]> {
  const { countries } = await api.post<{ countries: UnlocodeCountry[] }>('/unlocode/countries', { country: query }, { signal });
  return countries;
}
