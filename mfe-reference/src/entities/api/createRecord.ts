import { call } from '@portal/kit';
import { referenceEndpoint } from '@portal/contracts/reference';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';

export const createRecord = (entity: ReferenceEntity, values: Record<string, unknown>) => call(referenceEndpoint(entity, 'create'), { body: values });
