import type { MessagesLoader } from '@portal/kit';
import { useT } from '@portal/kit';

/** This remote's messages (src/locales/<language>.json): one chunk per language, only the active one fetched. */
export const DOCUMENTS_NS = 'documents';
export const loadDocumentsMessages: MessagesLoader = (language) => import(/* webpackChunkName: "messages-documents-[request]" */ `./locales/${language}.json`);
export const useDocumentsT = () => useT(DOCUMENTS_NS);
