// The shipments slice lives in ./shipments/ (routes, tables, queries, progress).
export { shipmentsRoutes } from './shipments/index';
