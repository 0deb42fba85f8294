import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import { customersEntity } from '@portal/contracts/reference/customers';
import { documentsEntity } from '@portal/contracts/reference/documents';
import { contentTypesEntity } from '@portal/contracts/reference/contentTypes';
import { entityPages } from './entityPages';

const paths = (pages: ReturnType<typeof entityPages>) => Object.fromEntries(pages.map((p) => [p.page, p.path]));

test('an entity with every action has its four pages, under the spec’s parameter names', () => {
  expect(paths(entityPages(customersEntity))).toEqual({
    index: '/reference/customers',
    create: '/reference/customers/create',
    show: '/reference/customers/:customers',
    edit: '/reference/customers/:customer/edit',
  });
  expect(paths(entityPages(contentTypesEntity))).toMatchObject({ show: '/reference/contentTypes/:contentTypes', edit: '/reference/contentTypes/:contentType/edit' });
});

test('an action the declaration leaves out has no page', () => {
  const readOnly = { ...customersEntity, actions: ['index', 'show'] as const };
  expect(entityPages(readOnly).map((p) => p.page)).toEqual(['index', 'show']);
  const listOnly = { ...customersEntity, actions: ['index'] as const };
  expect(entityPages(listOnly).map((p) => p.page)).toEqual(['index']);
});

test('documents: no create or edit action, yet their own upload form (customForms) takes both pages', () => {
  expect(documentsEntity.actions).not.toContain('create');
  expect(paths(entityPages(documentsEntity))).toEqual({
    index: '/reference/documents',
    create: '/reference/documents/create',
    show: '/reference/documents/:document',
    edit: '/reference/documents/:document/edit',
  });
  expect(entityPages({ ...documentsEntity, customForms: false }).map((p) => p.page)).toEqual(['index', 'show']);
});

test('across the area no two pages share a path, and every list opens at /reference/<resource>', () => {
  const all = REFERENCE_ENTITIES.flatMap((entity) => entityPages(entity));
  expect(new Set(all.map((p) => p.path)).size).toBe(all.length);
  for (const entity of REFERENCE_ENTITIES) {
    expect(entityPages(entity)[0]).toEqual({ page: 'index', path: `/reference/${entity.resource}` });
  }
});
