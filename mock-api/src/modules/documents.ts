/** My documents and quotations (myDocuments.*), downloads, and reference document upload (uploadCreate/uploadUpdate): see ./documents/. */
export { documentsRoutes } from './documents/index';
