import { call } from '@portal/shared/contracts/call';
import { referenceEndpoint } from '@portal/shared/contracts/reference';
import type { ReferenceEntity } from '@portal/shared/reference/declaration';

export const fetchRecord = (entity: ReferenceEntity, id: string, signal?: AbortSignal) => call(referenceEndpoint(entity, 'show'), { params: { id }, signal });
