import { call } from '@portal/shared/contracts/call';
import { referenceEndpoint } from '@portal/shared/contracts/reference';
import type { ReferenceEntity } from '@portal/shared/reference/declaration';

export const updateRecord = (entity: ReferenceEntity, id: string, values: Record<string, unknown>) =>
  call(referenceEndpoint(entity, 'update'), { params: { id }, body: values });
