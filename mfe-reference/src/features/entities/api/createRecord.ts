import { api } from '@portal/shared';
import { referenceApi, type ReferenceEntity, type ReferenceSaveResponse } from '@portal/shared/reference/declaration';

export const createRecord = (entity: ReferenceEntity, values: Record<string, unknown>) =>
  api.post<ReferenceSaveResponse>(referenceApi.collection(entity), values);
