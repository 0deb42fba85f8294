// The shared contracts the host reads, from @portal/contracts (a workspace dependency: its link in
// node_modules leads to shared/contracts, whose real path is outside node_modules, so Node strips
// the types of its .ts files). Its modules import each other without an extension, as webpack,
// jest and tsx resolve them; the package's resolve hook gives Node that rule, and must be in place
// before they are resolved. So they are imported here, after the hook, and every other module of
// the host imports them from this one, statically.
import '@portal/contracts/node/typescript-modules';

/** Where the API answers (every contract's address starts with it) and a contract address filled in. */
export const { API_PREFIX, fillPath } = await import('@portal/contracts/endpoint');
/** The API's health check, which the balancer polls. */
export const { systemContract } = await import('@portal/contracts/system');
/** The session reads the shell starts with, hinted in a signed-in page. */
export const { portalContract } = await import('@portal/contracts/portal');
/** The readable "signed in" hint cookie, and the selection hint beside it (HttpOnly: only this host reads it). */
export const { SIGNED_IN_HINT_COOKIE, SELECTION_HINT_COOKIE } = await import('@portal/contracts/rules/signIn');
/** The share link's page and the API read it is drawn from. */
export const { shareLinksContract, TRACK_PAGE_PREFIX } = await import('@portal/contracts/shareLinks');
/** The visitor's language, as the browser and the API choose it. */
export const { DEFAULT_LANGUAGE, LANGUAGE_TAG, languageFromCookie, negotiateLanguage } = await import('@portal/contracts/i18n/language');
/** The API reads a page opens with (its route's `earlyFetch` and `pageReads`), hinted in its HTML. */
export const { earlyReadsForPath } = await import('@portal/contracts/rules/pageReads');
/** A shipment's page, drawn at first paint from its detail read (shipment-first-paint.ts), and the one wording of a delay. */
export const { shipmentsContract } = await import('@portal/contracts/shipments');
export const { DELAY_THRESHOLD_DAYS, delayWording, isDelayed } = await import('@portal/contracts/rules/shipmentDelay');
