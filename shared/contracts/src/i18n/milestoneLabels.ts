/**
 * A shipment milestone's label as each language writes it, written once for both places that
 * show one: the dashboard's shipment page and the share-link page the portal host draws
 * (/track/<token>). The API sends the label in English ("Vessel departed", the same in every
 * language, as its code is: a code alone does not say which mode's words to use); the files,
 * `milestones/<language>.json`, map it to the language's. English has its file too, so the tests'
 * pseudo-locale, made from the English messages, wraps the labels as well.
 *
 * The browser fetches the shown language's file as a chunk of its own (`loadMilestoneLabels`);
 * the host reads them from disk at start (`MILESTONE_LABELS_DIR`), so no portal bundle reaches
 * the share-link page.
 */
export type MilestoneLabels = Readonly<Record<string, string>>;

export const loadMilestoneLabels = (language: string): Promise<MilestoneLabels> =>
  import(/* webpackChunkName: "messages-milestones-[request]" */ `./milestones/${language}.json`).then(
    (module: { default: MilestoneLabels }) => module.default,
    () => ({}),
  );
