import { call } from '@portal/shared/contracts/call';
import { referenceEndpoint } from '@portal/shared/contracts/reference';
import type { ReferenceEntity } from '@portal/shared/reference/declaration';

export const createRecord = (entity: ReferenceEntity, values: Record<string, unknown>) => call(referenceEndpoint(entity, 'create'), { body: values });
