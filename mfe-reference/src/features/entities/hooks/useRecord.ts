import { useApiData } from '@portal/shared';
import type { ReferenceEntity } from '@portal/shared/reference/declaration';
import { fetchRecord } from '../api/fetchRecord';

export const useRecord = (entity: ReferenceEntity, id: string) => useApiData((signal) => fetchRecord(entity, id, signal), [entity.resource, id]);
