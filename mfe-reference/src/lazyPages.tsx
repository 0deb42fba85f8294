import { lazy } from 'react';

/**
 * The area's pages besides an entity's list, each a chunk of its own: opening a list (the first
 * screen of most visits) no longer evaluates the forms (formik), the record page, the upload form
 * and the area's index as the remote starts. A page's chunk is asked for when it is
 * first shown, or as this module runs when the address opens it (preloadPageOf), alongside the
 * rest of the first screen rather than a round trip after it.
 */
const loadHome = () => import(/* webpackChunkName: "reference-home" */ './features/areas/components/ReferenceHome');
const loadShowPage = () => import(/* webpackChunkName: "reference-show" */ './entities/components/EntityShowPage');
const loadFormPage = () => import(/* webpackChunkName: "reference-form" */ './entities/components/EntityFormPage');
const loadUploadPage = () => import(/* webpackChunkName: "reference-upload" */ './features/documents/components/DocumentUploadPage');
const loadBookingsPage = () => import(/* webpackChunkName: "reference-bookings" */ './features/bookings/components/BookingsPage');
const loadGroupUsersPage = () => import(/* webpackChunkName: "reference-group-users" */ './features/groupUsers/components/GroupUsersPage');

export const ReferenceHome = lazy(() => loadHome().then((m) => ({ default: m.ReferenceHome })));
export const EntityShowPage = lazy(() => loadShowPage().then((m) => ({ default: m.EntityShowPage })));
export const EntityCreatePage = lazy(() => loadFormPage().then((m) => ({ default: m.EntityCreatePage })));
export const EntityEditPage = lazy(() => loadFormPage().then((m) => ({ default: m.EntityEditPage })));
export const DocumentUploadPage = lazy(() => loadUploadPage().then((m) => ({ default: m.DocumentUploadPage })));
export const BookingsPage = lazy(() => loadBookingsPage().then((m) => ({ default: m.BookingsPage })));
export const GroupUsersPage = lazy(() => loadGroupUsersPage().then((m) => ({ default: m.GroupUsersPage })));

/** The area's pages with a chunk of their own. */
export type LazyPage = 'home' | 'show' | 'form' | 'upload' | 'groupUsers' | 'bookings';

const LOADERS: Record<LazyPage, () => Promise<unknown>> = { home: loadHome, show: loadShowPage, form: loadFormPage, upload: loadUploadPage, groupUsers: loadGroupUsersPage, bookings: loadBookingsPage };

/** The page with a chunk of its own that an address opens (by the area's path patterns); undefined for a list or another area. */
export function lazyPageOf(pathname: string): LazyPage | undefined {
  const [area, resource, second, third] = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (area !== 'reference') return undefined;
  if (resource === undefined) return 'home';
  if (resource === 'userCustomerGroup' && second === 'group') return 'groupUsers';
  if (resource === 'bookings' && second === undefined) return 'bookings';
  if (second === undefined) return undefined;
  const form = second === 'create' || third === 'edit';
  if (resource === 'documents' && form) return 'upload';
  return form ? 'form' : 'show';
}

/** Starts the chunk of the page the address opens, if it has one of its own. */
export function preloadPageOf(pathname: string): void {
  const page = lazyPageOf(pathname);
  if (page) void LOADERS[page]();
}
