import type { MessagesLoader } from '@portal/kit';
import { useT } from '@portal/kit';

/** This remote's messages (src/locales/<language>.json): one chunk per language, only the active one fetched. */
export const DASHBOARD_NS = 'dashboard';
export const loadDashboardMessages: MessagesLoader = (language) => import(/* webpackChunkName: "messages-dashboard-[request]" */ `./locales/${language}.json`);
export const useDashboardT = () => useT(DASHBOARD_NS);
