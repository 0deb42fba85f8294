// The reference module lives in ./reference/ (generic CRUD + one file per entity).
export { referenceRoutes } from './reference/index';
