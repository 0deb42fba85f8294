import type { DeclaredRoute } from '@portal/ui/DeclaredRouter';

/**
 * The pages this remote serves, declared once: its build publishes them as routes.json (the portal
 * host's registry, menu and first paint), its router is made from them (App.tsx), and the pages
 * take their titles from here (see mfe-network/src/routes.ts). A new page of the area is one entry
 * under `views` plus the page.
 *
 * An entity's pages are one pattern each for all ten entities (`:resource`, `:record`); the page
 * finds the entity's declaration and says "not found" for a page the entity does not offer
 * (useRouteEntity). Every page but a list is a chunk of its own: opening a list, the first screen
 * of most visits, does not evaluate the forms (formik), the record page or the upload form.
 */
export const routes = {
  // Administrators only: the API refuses everyone else, the menu hides the entry, the area says so.
  reference: {
    path: '/reference/*',
    title: 'Reference data',
    menu: 'Reference data',
    permission: 'reference.index',
    views: {
      '/reference': {
        chunk: 'reference-home',
        load: () => import(/* webpackChunkName: "reference-home" */ './features/areas/components/ReferenceHome').then((m) => m.ReferenceHome),
      },
      '/reference/bookings': {
        chunk: 'reference-bookings',
        load: () => import(/* webpackChunkName: "reference-bookings" */ './features/bookings/components/BookingsPage').then((m) => m.BookingsPage),
      },
      '/reference/userCustomerGroup/group/:customerGroup': {
        chunk: 'reference-group-users',
        load: () => import(/* webpackChunkName: "reference-group-users" */ './features/groupUsers/components/GroupUsersPage').then((m) => m.GroupUsersPage),
      },
      // Documents are created and edited with the documents' upload form (their `customForms`).
      '/reference/documents/create': {
        chunk: 'reference-upload',
        load: () => import(/* webpackChunkName: "reference-upload" */ './features/documents/components/DocumentUploadPage').then((m) => m.DocumentCreatePage),
      },
      '/reference/documents/:record/edit': {
        chunk: 'reference-upload',
        load: () => import(/* webpackChunkName: "reference-upload" */ './features/documents/components/DocumentUploadPage').then((m) => m.DocumentEditPage),
      },
      '/reference/:resource': {
        load: () => import(/* webpackMode: "eager" */ './entities/components/EntityIndexPage').then((m) => m.EntityIndexRoute),
      },
      '/reference/:resource/create': {
        chunk: 'reference-form',
        load: () => import(/* webpackChunkName: "reference-form" */ './entities/components/EntityFormPage').then((m) => m.EntityCreateRoute),
      },
      '/reference/:resource/:record': {
        chunk: 'reference-show',
        load: () => import(/* webpackChunkName: "reference-show" */ './entities/components/EntityShowPage').then((m) => m.EntityShowRoute),
      },
      '/reference/:resource/:record/edit': {
        chunk: 'reference-form',
        load: () => import(/* webpackChunkName: "reference-form" */ './entities/components/EntityFormPage').then((m) => m.EntityEditRoute),
      },
      // Any deeper address of the area names no page.
      '/reference/:resource/:record/:page/*': {
        load: () => import(/* webpackMode: "eager" */ './features/areas/components/NotFound').then((m) => m.NotFound),
      },
    },
  },
} as const satisfies Record<string, DeclaredRoute>;
