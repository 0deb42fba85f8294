import { call } from '@portal/shared/contracts/call';
import { referenceAreaContract } from '@portal/shared/contracts/reference';
import type { OptionsSource } from '@portal/shared/reference/declaration';

export const fetchOptions = (source: OptionsSource, signal?: AbortSignal) =>
  call(referenceAreaContract.options, { params: { source }, signal }).then((r) => r.options);
