import { call } from '@portal/shared/contracts/call';
import { referenceEndpoint } from '@portal/shared/contracts/reference';
import type { ReferenceEntity } from '@portal/shared/reference/declaration';

export const deleteRecord = (entity: ReferenceEntity, id: string | number) => call(referenceEndpoint(entity, 'destroy'), { params: { id: String(id) } });
