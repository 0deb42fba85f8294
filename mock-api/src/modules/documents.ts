/** My documents and quotations (myDocuments.*), downloads, and reference document upload (uploadCreate/uploadUpdate): see ./documents/. */
export { documentsRoutes, DocumentStore } from './documents/index';
