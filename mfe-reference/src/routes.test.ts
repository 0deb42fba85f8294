import { matchRoutes } from 'react-router-dom';
import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import { entityPages } from './entities/entityPages';
import { routes } from './routes';

/** The declared page that draws an address, as the remote's router (DeclaredRouter) picks it. */
const pageAt = (pathname: string) => matchRoutes(Object.keys(routes.reference.views).map((path) => ({ path })), pathname)?.[0]?.route.path;

const GENERIC: Record<string, string> = {
  index: '/reference/:resource',
  create: '/reference/:resource/create',
  show: '/reference/:resource/:record',
  edit: '/reference/:resource/:record/edit',
};

test("every page of every entity is drawn by the entities' declared page of its kind (documents' forms by the upload form)", () => {
  for (const entity of REFERENCE_ENTITIES) {
    for (const { page, path } of entityPages(entity)) {
      const address = path.replace(/:\w+/, '17');
      const expected = entity.resource === 'documents' && (page === 'create' || page === 'edit') ? path.replace(/:\w+/, ':record') : GENERIC[page];
      expect([address, pageAt(address)]).toEqual([address, expected]);
    }
  }
});

test("the area's own pages, and an address that names no page", () => {
  expect(pageAt('/reference')).toBe('/reference');
  expect(pageAt('/reference/')).toBe('/reference');
  expect(pageAt('/reference/bookings')).toBe('/reference/bookings');
  expect(pageAt('/reference/userCustomerGroup/group/3')).toBe('/reference/userCustomerGroup/group/:customerGroup');
  expect(pageAt('/reference/customers/12/edit/more')).toBe('/reference/:resource/:record/:page/*');
  expect(pageAt('/shipments')).toBeUndefined();
});
