import type { ReferenceEntity } from '@portal/contracts/reference/declaration';

/**
 * Reference permissions follow the entity declarations: an entity added to the shared registry
 * gets its five permissions (administrators only) without a list to update in the API core.
 */
const eleventh = { resource: 'containerTypes', actions: ['index', 'show', 'create', 'edit', 'destroy'] } as unknown as ReferenceEntity;

function permissionsWithEleventh(): typeof import('./permissions') {
  let loaded: typeof import('./permissions') | undefined;
  jest.isolateModules(() => {
    const registry = jest.requireActual<typeof import('@portal/contracts/reference/registry')>('@portal/contracts/reference/registry');
    jest.doMock('@portal/contracts/reference/registry', () => ({ ...registry, REFERENCE_ENTITIES: [...registry.REFERENCE_ENTITIES, eleventh] }));
    loaded = jest.requireActual<typeof import('./permissions')>('./permissions');
  });
  return loaded!;
}

afterEach(() => jest.dontMock('@portal/contracts/reference/registry'));

it('every declared entity has its five reference permissions, for administrators only', () => {
  const { REFERENCE_ENTITIES } = jest.requireActual<typeof import('@portal/contracts/reference/registry')>('@portal/contracts/reference/registry');
  const { isPermission, hasPermission, REFERENCE_RESOURCES } = jest.requireActual<typeof import('./permissions')>('./permissions');
  expect(REFERENCE_RESOURCES).toEqual(REFERENCE_ENTITIES.map((e) => e.resource));
  for (const entity of REFERENCE_ENTITIES)
    for (const action of ['index', 'show', 'create', 'edit', 'destroy']) {
      const name = `reference.${entity.resource}.${action}`;
      expect(isPermission(name)).toBe(true);
      expect([hasPermission('admin', name as never), hasPermission('customer', name as never)]).toEqual([true, false]);
    }
});

it('an eleventh entity in the shared registry brings its permissions along', () => {
  const permissions = permissionsWithEleventh();
  expect(permissions.REFERENCE_RESOURCES).toContain('containerTypes');
  expect(permissions.isPermission('reference.containerTypes.index')).toBe(true);
  expect(permissions.isPermission('reference.containerTypes.destroy')).toBe(true);
  expect(permissions.permissionsOf('admin')).toContain('reference.containerTypes.edit');
  expect(permissions.permissionsOf('customer')).not.toContain('reference.containerTypes.edit');
  expect(permissions.isPermission('reference.containerTypez.index')).toBe(false);
});
