import { api, type MessageResponse } from '@portal/shared';
import { referenceApi, type ReferenceEntity } from '@portal/shared/reference/declaration';

export const deleteRecord = (entity: ReferenceEntity, id: string | number) => api.delete<MessageResponse>(referenceApi.record(entity, id));
