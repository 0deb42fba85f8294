// The networks slice lives in ./networks/ (routes and queries).
export { networksRoutes } from './networks/index';
