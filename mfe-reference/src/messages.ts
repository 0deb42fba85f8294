import type { MessagesLoader } from '@portal/kit';
import { tFor, useT } from '@portal/kit';

/** This remote's messages (src/locales/<language>.json): one chunk per language, only the active one fetched. */
export const REFERENCE_NS = 'reference';
export const loadReferenceMessages: MessagesLoader = (language) => import(/* webpackChunkName: "messages-reference-[request]" */ `./locales/${language}.json`);
export const useReferenceT = () => useT(REFERENCE_NS);
/** The same outside a component (a toast, a crumb made in a helper), in the language active then. */
export const referenceT = () => tFor(REFERENCE_NS);
