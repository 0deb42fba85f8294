import { call } from '@portal/kit';
import { quoteRequestsContract } from '@portal/contracts/quoteRequests';

/** The organisations a quote can be for (a selected group's members), as select options. */
export async function getOrganisations(signal?: AbortSignal) {
  return (await call(quoteRequestsContract.organisations, { signal })).organisations;
}
