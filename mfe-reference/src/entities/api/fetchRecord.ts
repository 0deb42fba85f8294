import { call } from '@portal/kit';
import { referenceEndpoint } from '@portal/contracts/reference';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';

export const fetchRecord = (entity: ReferenceEntity, id: string, signal?: AbortSignal) => call(referenceEndpoint(entity, 'show'), { params: { id }, signal });
