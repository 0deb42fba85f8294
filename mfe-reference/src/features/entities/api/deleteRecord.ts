import { call } from '@portal/kit';
import { referenceEndpoint } from '@portal/contracts/reference';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';

export const deleteRecord = (entity: ReferenceEntity, id: string | number) => call(referenceEndpoint(entity, 'destroy'), { params: { id: String(id) } });
