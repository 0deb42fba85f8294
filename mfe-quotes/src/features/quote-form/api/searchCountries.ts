import { call } from '@portal/shared/contracts/call';
import { quotesContract, type UnlocodeCountry } from '@portal/shared/contracts/quotes';

/** Countries whose name or code starts with the query. */
export async function searchCountries(query: string, signal?: AbortSignal): Promise<UnlocodeCountry[]> {
  return (await call(quotesContract.countries, { query: { country: query }, signal })).countries;
}
