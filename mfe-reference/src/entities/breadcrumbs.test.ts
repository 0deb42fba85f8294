import { customersEntity } from '@portal/contracts/reference/customers';
import { routes } from '../routes';
import { entityCrumbs, referenceCrumb } from './breadcrumbs';

const REFERENCE_CRUMB = referenceCrumb();

test('the area’s crumb is its declared route: the menu’s title (English while no messages are loaded), linking to where the area opens', () => {
  expect(REFERENCE_CRUMB).toEqual({ label: routes.reference.title, to: '/reference' });
});

test('an entity’s list: the area, then the entity as the current page', () => {
  expect(entityCrumbs(customersEntity)).toEqual([REFERENCE_CRUMB, { label: customersEntity.title }]);
});

test('a page below the list links back to it', () => {
  expect(entityCrumbs(customersEntity, { label: 'ACME', to: '/reference/customers/12' }, { label: 'Edit' })).toEqual([
    REFERENCE_CRUMB,
    { label: customersEntity.title, to: '/reference/customers' },
    { label: 'ACME', to: '/reference/customers/12' },
    { label: 'Edit' },
  ]);
});
