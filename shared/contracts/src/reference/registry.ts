import type { ReferenceEntity } from './declaration';
import { cepUsersEntity } from './cepUsers';
import { companiesEntity } from './companies';
import { contentTypesEntity } from './contentTypes';
import { customerGroupsEntity } from './customerGroups';
import { customersEntity } from './customers';
import { documentsEntity } from './documents';
import { networkLocationsEntity } from './networkLocations';
import { unlocodeEntity } from './unlocode';
import { userCustomerGroupEntity } from './userCustomerGroup';
import { userSettingEntity } from './userSetting';

/** Every reference entity, in the order of the area's index page (the API's and the tests'; the browser loads them one by one through catalogue.ts). An eleventh is one import here and a line there. */
export const REFERENCE_ENTITIES: readonly ReferenceEntity[] = [
  customersEntity,
  customerGroupsEntity,
  cepUsersEntity,
  documentsEntity,
  contentTypesEntity,
  networkLocationsEntity,
  unlocodeEntity,
  userSettingEntity,
  userCustomerGroupEntity,
  companiesEntity,
];

export function entityByResource(resource: string): ReferenceEntity | undefined {
  return REFERENCE_ENTITIES.find((e) => e.resource === resource);
}

export * from './declaration';
