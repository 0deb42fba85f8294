import { api } from '@portal/shared';
import { referenceApi, type OptionsSource, type ReferenceOptionsResponse } from '@portal/shared/reference/declaration';

export const fetchOptions = (source: OptionsSource, signal?: AbortSignal) =>
  api.get<ReferenceOptionsResponse>(referenceApi.options(source), { signal }).then((r) => r.options);
