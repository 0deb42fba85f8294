// The quotes slice lives in ./quotes/ (list, offer PDF, cancel, store, UN/LOCODE searches).
export { quotesRoutes } from './quotes/index';
