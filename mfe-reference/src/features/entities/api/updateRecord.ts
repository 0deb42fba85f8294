import { api } from '@portal/shared';
import { referenceApi, type ReferenceEntity, type ReferenceSaveResponse } from '@portal/shared/reference/declaration';

export const updateRecord = (entity: ReferenceEntity, id: string, values: Record<string, unknown>) =>
  api.put<ReferenceSaveResponse>(referenceApi.record(entity, id), values);
