import { api, type CustomerOption } from '@portal/shared';

/** GET /api/quotes/organisations: the organisations a quote can be for (a selected group's members). */
export async function getOrganisations(signal?: AbortSignal): Promise<CustomerOption[]> {
  const { organisations } = await api.get<{ organisations: CustomerOption[] }>('/quotes/organisations', { signal });
  return organisations;
}
