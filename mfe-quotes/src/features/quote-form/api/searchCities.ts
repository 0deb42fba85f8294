import { call } from '@portal/shared/contracts/call';
import { quotesContract, type UnlocodePlace } from '@portal/shared/contracts/quotes';

/** UN/LOCODE places of the country by name (or code) prefix. */
export async function searchCities(country: string, query: string, signal?: AbortSignal): Promise<UnlocodePlace[]> {
  return (await call(quotesContract.cities, { query: { country, city: query }, signal })).cities;
}
