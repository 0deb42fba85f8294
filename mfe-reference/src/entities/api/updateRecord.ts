import { call } from '@portal/kit';
import { referenceEndpoint } from '@portal/contracts/reference';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';

export const updateRecord = (entity: ReferenceEntity, id: string, values: Record<string, unknown>) =>
  call(referenceEndpoint(entity, 'update'), { params: { id }, body: values });
