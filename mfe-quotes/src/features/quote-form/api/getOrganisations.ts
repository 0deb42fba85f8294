import { call } from '@portal/shared/contracts/call';
import { quotesContract } from '@portal/shared/contracts/quotes';

/** The organisations a quote can be for (a selected group's members), as select options. */
export async function getOrganisations(signal?: AbortSignal) {
  return (await call(quotesContract.organisations, { signal })).organisations;
}
