import { call } from '@portal/kit';
import { referenceAreaContract } from '@portal/contracts/reference';
import type { OptionsSource } from '@portal/contracts/reference/declaration';

export const fetchOptions = (source: OptionsSource, signal?: AbortSignal) =>
  call(referenceAreaContract.options, { params: { source }, signal }).then((r) => r.options);
