import type { MessagesLoader } from '@portal/kit';
import { useT } from '@portal/kit';
import { delayWording } from '@portal/contracts/rules/shipmentDelay';
import { loadMilestoneLabels } from '@portal/contracts/i18n/milestoneLabels';

/**
 * This remote's messages (src/locales/<language>.json): one chunk per language, only the active
 * one fetched; with them, under `milestoneLabels`, the milestones' labels, which the share-link
 * page reads too (@portal/contracts/i18n/milestoneLabels).
 */
export const DASHBOARD_NS = 'dashboard';
export const loadDashboardMessages: MessagesLoader = async (language) => {
  const [own, milestoneLabels] = await Promise.all([import(/* webpackChunkName: "messages-dashboard-[request]" */ `./locales/${language}.json`), loadMilestoneLabels(language)]);
  return { ...(own as { default: Record<string, unknown> }).default, milestoneLabels };
};
export const useDashboardT = () => useT(DASHBOARD_NS);

type DashboardT = ReturnType<typeof useDashboardT>;

/** A delay in the one wording of rules/shipmentDelay ("On time", "2 days late"), in the reader's language. */
export function delayWords(t: DashboardT, delayDays: number | null | undefined): string {
  const wording = delayWording(delayDays);
  return 'count' in wording ? t(`delay.${wording.key}`, { count: wording.count }) : t(`delay.${wording.key}`);
}

/** A place written one way everywhere: "Singapore (SGSIN)". */
export function placeWords(t: DashboardT, place: { name: string; locode: string | null | undefined }): string {
  return place.locode ? t('place', { name: place.name, locode: place.locode }) : place.name;
}
