import { call } from '@portal/kit';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';

/**
 * The record contracts come with the entities' form rules and yup (their create and update
 * bodies): the list page asks for them only when a delete is confirmed, so a list's first
 * screen loads neither.
 */
export const deleteRecord = async (entity: ReferenceEntity, id: string | number) => {
  const { referenceEndpoint } = await import(/* webpackChunkName: "reference-contract" */ '@portal/contracts/reference');
  return call(referenceEndpoint(entity, 'destroy'), { params: { id: String(id) } });
};
