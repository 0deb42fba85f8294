import { call } from '@portal/kit';
import { quoteRequestsContract, type UnlocodeCountry } from '@portal/contracts/quoteRequests';

/** Countries whose name or code starts with the query. */
export async function searchCountries(query: string, signal?: AbortSignal): Promise<UnlocodeCountry[]> {
  return (await call(quoteRequestsContract.countries, { query: { country: query }, signal })).countries;
}
