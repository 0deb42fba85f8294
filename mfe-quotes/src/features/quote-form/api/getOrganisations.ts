import { call } from '@portal/shared/contracts/call';
import { quoteRequestsContract } from '@portal/shared/contracts/quoteRequests';

/** The organisations a quote can be for (a selected group's members), as select options. */
export async function getOrganisations(signal?: AbortSignal) {
  return (await call(quoteRequestsContract.organisations, { signal })).organisations;
}
