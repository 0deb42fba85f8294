import { call } from '@portal/kit';
import { quoteRequestsContract, type UnlocodePlace } from '@portal/contracts/quoteRequests';

/** UN/LOCODE places of the country by name (or code) prefix. */
export async function searchCities(country: string, query: string, signal?: AbortSignal): Promise<UnlocodePlace[]> {
  return (await call(quoteRequestsContract.cities, { query: { country, city: query }, signal })).cities;
}
