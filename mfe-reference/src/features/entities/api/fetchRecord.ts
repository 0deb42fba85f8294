import { api } from '@portal/shared';
import { referenceApi, type ReferenceEntity, type ReferenceRecordResponse } from '@portal/shared/reference/declaration';

export const fetchRecord = (entity: ReferenceEntity, id: string, signal?: AbortSignal) =>
  api.get<ReferenceRecordResponse>(referenceApi.record(entity, id), { signal });
