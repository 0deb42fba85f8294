import { REFERENCE_ENTITIES } from './registry';
import { REFERENCE_RESOURCES, isReferenceResource, loadAllEntities, loadEntity, loadedEntity } from './catalogue';

describe('the catalogue (declarations made when first asked for)', () => {
  it('names the registry’s entities in the registry’s order, and each loads the registry’s declaration', async () => {
    expect(REFERENCE_RESOURCES).toEqual(REFERENCE_ENTITIES.map((e) => e.resource));
    for (const entity of REFERENCE_ENTITIES) expect(await loadEntity(entity.resource as (typeof REFERENCE_RESOURCES)[number])).toBe(entity);
    expect(await loadAllEntities()).toEqual([...REFERENCE_ENTITIES]);
  });

  it('knows its resources only', () => {
    expect(isReferenceResource('unlocode')).toBe(true);
    expect(isReferenceResource('nope')).toBe(false);
    expect(isReferenceResource('toString')).toBe(false);
  });

  it('makes only the declaration asked for, once', async () => {
    await jest.isolateModulesAsync(async () => {
      // Any other declaration made on the way would throw.
      for (const other of REFERENCE_RESOURCES.filter((r) => r !== 'unlocode'))
        jest.doMock(`./${other}`, () => {
          throw new Error(`${other} was made`);
        });
      const catalogue = jest.requireActual<typeof import('./catalogue')>('./catalogue');
      expect(catalogue.loadedEntity('unlocode')).toBeUndefined();
      const first = catalogue.loadEntity('unlocode');
      expect(catalogue.loadEntity('unlocode')).toBe(first);
      const entity = await first;
      expect(entity.resource).toBe('unlocode');
      expect(catalogue.loadedEntity('unlocode')).toBe(entity);
      await expect(catalogue.loadEntity('customers')).rejects.toThrow('customers was made');
    });
    for (const other of REFERENCE_RESOURCES) jest.dontMock(`./${other}`);
    expect(loadedEntity('unlocode')?.resource).toBe('unlocode');
  });
});
