import type { MessagesLoader } from '@portal/kit';
import { useT } from '@portal/kit';

/** This remote's messages (src/locales/<language>.json): one chunk per language, only the active one fetched. */
export const EXTERNAL_APPS_NS = 'externalApps';
export const loadExternalAppsMessages: MessagesLoader = (language) => import(/* webpackChunkName: "messages-external-apps-[request]" */ `./locales/${language}.json`);
export const useExternalAppsT = () => useT(EXTERNAL_APPS_NS);
