/**
 * External apps slice: the credential calls under /api (externalApps/routes.ts) and the stand-in
 * external pages outside /api (externalApps/standIn/pages.ts).
 */
export { externalAppsRoutes } from './externalApps/routes';
export { standInPages } from './externalApps/standIn/pages';
