import type { ReferenceEntity } from './declaration';

/**
 * The reference entities by resource, in the order of the area's index page, each declaration
 * made when it is first asked for: the browser's area makes only the entity an address opens
 * (opening one list made all ten). The API and the tests take every declaration at once
 * from registry.ts; a test keeps the two lists in step, so an eleventh entity is a line in each.
 * `webpackMode: "eager"`: the declarations stay in the chunk that asks for them (small; no request
 * of their own before a list can show), only their evaluation waits.
 */
const LOADERS = {
  customers: () => import(/* webpackMode: "eager" */ './customers').then((m) => m.customersEntity),
  customerGroups: () => import(/* webpackMode: "eager" */ './customerGroups').then((m) => m.customerGroupsEntity),
  cepUsers: () => import(/* webpackMode: "eager" */ './cepUsers').then((m) => m.cepUsersEntity),
  documents: () => import(/* webpackMode: "eager" */ './documents').then((m) => m.documentsEntity),
  contentTypes: () => import(/* webpackMode: "eager" */ './contentTypes').then((m) => m.contentTypesEntity),
  networkLocations: () => import(/* webpackMode: "eager" */ './networkLocations').then((m) => m.networkLocationsEntity),
  unlocode: () => import(/* webpackMode: "eager" */ './unlocode').then((m) => m.unlocodeEntity),
  userSetting: () => import(/* webpackMode: "eager" */ './userSetting').then((m) => m.userSettingEntity),
  userCustomerGroup: () => import(/* webpackMode: "eager" */ './userCustomerGroup').then((m) => m.userCustomerGroupEntity),
  companies: () => import(/* webpackMode: "eager" */ './companies').then((m) => m.companiesEntity),
} satisfies Record<string, () => Promise<ReferenceEntity>>;

export type ReferenceResource = keyof typeof LOADERS;

/** The resources in the order of the area's index page. */
export const REFERENCE_RESOURCES = Object.keys(LOADERS) as ReferenceResource[];

export const isReferenceResource = (resource: string): resource is ReferenceResource => Object.hasOwn(LOADERS, resource);

const loading = new Map<ReferenceResource, Promise<ReferenceEntity>>();
const loaded = new Map<ReferenceResource, ReferenceEntity>();

/** An entity's declaration, made on the first call; later calls share the same promise. */
export function loadEntity(resource: ReferenceResource): Promise<ReferenceEntity> {
  let entity = loading.get(resource);
  if (!entity) {
    entity = LOADERS[resource]().then((e) => {
      loaded.set(resource, e);
      return e;
    });
    loading.set(resource, entity);
  }
  return entity;
}

/** The declaration once loadEntity has made it, else undefined (a page then waits for it). */
export const loadedEntity = (resource: ReferenceResource): ReferenceEntity | undefined => loaded.get(resource);

let all: Promise<ReferenceEntity[]> | undefined;

/** Every declaration, in the index page's order (the same promise on every call). */
export const loadAllEntities = (): Promise<ReferenceEntity[]> => (all ??= Promise.all(REFERENCE_RESOURCES.map(loadEntity)));
