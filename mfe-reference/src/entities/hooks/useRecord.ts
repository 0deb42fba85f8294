import { useApiData } from '@portal/kit';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';
import { fetchRecord } from '../api/fetchRecord';

export const useRecord = (entity: ReferenceEntity, id: string) => useApiData((signal) => fetchRecord(entity, id, signal), [entity.resource, id]);
