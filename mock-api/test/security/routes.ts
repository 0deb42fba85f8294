import type { RouteEntry } from '../../src/core/routeInventory';
import type { TestServer } from '../helpers';

/**
 * The API's routes as the running app registered them (app.routeInventory, filled by an onRoute
 * hook), each with the class the security suite treats it as. The classes are kept here by
 * hand on purpose: a route that appears in the app without a class fails inventory.test.ts, so
 * nobody adds a route that the isolation, anti-forgery and bad-input tests silently skip.
 */
export type RouteClass =
  /** Returns customer data, scoped by the selection. */
  | 'customer-read'
  /** Changes customer data or the caller's own account/session state. */
  | 'customer-change'
  /** Sends a file. */
  | 'download'
  /** Administration and reference data (permission-guarded, not customer-scoped). */
  | 'admin'
  /** Shared reference data any signed-in user may look up (the quote form's UN/LOCODE search). */
  | 'lookup'
  /** Sign-in, sign-out, anti-forgery token. */
  | 'auth'
  /** No sign-in needed, no customer data (stand-in pages of the external apps, the balancer's health check). */
  | 'public'
  /**
   * A server-sent event stream of customer data (text/event-stream; anything else asked for is a 406):
   * never ends, so the generic walkers only see its refusals; isolation.test.ts reads it on its own.
   */
  | 'stream';

export interface Route extends RouteEntry {
  /** `METHOD /url`, the key of CLASSES. */
  key: string;
  /** Names of the path parameters, in order. */
  params: string[];
  changesState: boolean;
}

const REFERENCE_RESOURCES = [
  'customers',
  'customerGroups',
  'cepUsers',
  'contentTypes',
  'companies',
  'networkLocations',
  'unlocode',
  'userSetting',
  'userCustomerGroup',
];

function referenceClasses(): Record<string, RouteClass> {
  const out: Record<string, RouteClass> = {};
  for (const r of REFERENCE_RESOURCES) {
    const base = `/api/reference/${r}`;
    for (const key of [
      `GET ${base}/initTable`,
      `GET ${base}/rows`,
      `GET ${base}/export`,
      `GET ${base}/:id`,
      `POST ${base}`,
      `PUT ${base}/:id`,
      `DELETE ${base}/:id`,
    ])
      out[key] = 'admin';
  }
  return out;
}

function tableClasses(names: string[], cls: RouteClass): Record<string, RouteClass> {
  const out: Record<string, RouteClass> = {};
  for (const name of names) {
    const base = `/api/${name}`;
    out[`GET ${base}/initTable`] = cls;
    out[`GET ${base}/rows`] = cls;
    out[`GET ${base}/export`] = cls;
  }
  return out;
}

export const CLASSES: Record<string, RouteClass> = {
  'POST /api/login': 'auth',
  'POST /api/logout': 'auth',
  'GET /api/auth/csrf': 'auth',
  'POST /api/auth/forgotPassword': 'auth',
  'POST /api/auth/resetPassword': 'auth',

  'GET /api/portal/userProfile': 'customer-read',
  'GET /api/portal/customerOptions': 'customer-read',
  'POST /api/portal/customer': 'customer-change',
  'PUT /api/portal/language': 'customer-change',
  'POST /api/portal/changePassword': 'customer-change',
  'GET /api/portal/users/:id': 'admin',
  'POST /api/portal/impersonate/:userId': 'admin',
  // Any signed-in user: the impersonated customer's session is the one that stops.
  'POST /api/portal/impersonate/stop': 'customer-change',
  'POST /api/core/avatars': 'customer-change',
  'PATCH /api/core/avatars/:avatar': 'customer-change',
  'GET /api/core/avatars/:avatar': 'download',

  'GET /api/shipments/shipments': 'customer-read',
  'GET /api/shipments/data': 'customer-read',
  'GET /api/shipments/overview': 'customer-read',
  'GET /api/shipments/totals': 'customer-read',
  'GET /api/shipments/updated': 'customer-read',
  'GET /api/shipments/changes': 'customer-read',
  'GET /api/shipments/route/:mode/:id': 'customer-read',
  'GET /api/shipments/detail/:mode/:id': 'customer-read',
  'GET /api/search': 'customer-read',
  ...tableClasses(['myShipments/sea', 'myShipments/air', 'myShipments/roa', 'myShipments/mul', 'myDocuments/documents', 'myDocuments/quotes'], 'customer-read'),

  'GET /api/shipments/quotes': 'customer-read',
  'GET /api/sandbox/quotes': 'customer-read',
  'GET /api/shipments/download/:quote_nr': 'download',
  'GET /api/documents/getDownloadFile/:quote_nr': 'download',
  'GET /api/shipments/cancel/:quote_nr': 'customer-change',
  'GET /api/quotes/organisations': 'customer-read',
  'POST /api/quotes/quotes/store': 'customer-change',
  // The quotes contract's own addresses (the ones above are their older aliases).
  'GET /api/quotes/export': 'customer-read',
  'GET /api/quotes': 'customer-read',
  'GET /api/quotes/sandbox': 'customer-read',
  'GET /api/quotes/:quote_nr/offer': 'download',
  'POST /api/quotes/:quote_nr/cancel': 'customer-change',
  'POST /api/quotes/:quote_nr/booking': 'customer-change',
  'GET /api/bookings': 'customer-read',
  'POST /api/bookings/:booking_nr/cancel': 'customer-change',
  'POST /api/quotes': 'customer-change',
  'GET /api/quotes/unlocode/countries': 'lookup',
  'GET /api/quotes/unlocode/cities': 'lookup',
  'GET /api/quotes/unlocode/ports': 'lookup',
  'POST /api/unlocode/countries': 'lookup',
  'POST /api/unlocode/cities': 'lookup',
  'POST /api/unlocode/ports': 'lookup',

  'GET /api/myDocuments/documents/getDownloadFile/:filename': 'download',
  'GET /api/myDocuments/quotes/getDownloadFile/:filename': 'download',
  'GET /api/reference/documents/:document/download': 'download',
  'GET /api/reference/documents/formOptions': 'admin',
  'GET /api/reference/documents/:document/uploadValues': 'admin',
  'POST /api/reference/documents/uploadCreate': 'admin',
  'POST /api/reference/documents/uploadUpdate': 'admin',
  'GET /api/reference/documents/initTable': 'admin',
  'GET /api/reference/documents/rows': 'admin',
  'GET /api/reference/documents/export': 'admin',
  'GET /api/reference/documents/:id': 'admin',
  'DELETE /api/reference/documents/:id': 'admin',
  'GET /api/reference/options/:source': 'admin',
  ...referenceClasses(),

  'GET /api/networks/data': 'customer-read',
  'GET /api/networks/offices': 'customer-read',
  'GET /api/networks/markers': 'customer-read',
  'GET /api/networks/locations': 'customer-read',
  'GET /api/networks/locations/:id': 'customer-read',
  'POST /api/contact/sendEmailMessage': 'customer-change',
  'GET /api/externalapp/licences': 'customer-read',
  'GET /api/externalapp/getWebTrackerCredentials': 'customer-read',
  'GET /api/externalapp/getMyKPICredentials': 'customer-read',
  'GET /api/externalapp/getMyTMSConfig': 'customer-read',
  'GET /api/export/logins': 'admin',
  'POST /api/quotes/:quote_nr/offer': 'admin',
  'GET /api/reference/bookings': 'admin',
  'POST /api/reference/bookings/:booking_nr/confirm': 'admin',
  'POST /api/reference/bookings/:booking_nr/reject': 'admin',

  'GET /api/notifications': 'customer-read',
  'GET /api/notifications/export': 'customer-read',
  'GET /api/notifications/unreadCount': 'customer-read',
  'GET /api/notifications/preferences': 'customer-read',
  'PUT /api/notifications/preferences': 'customer-change',
  'POST /api/notifications/:id/read': 'customer-change',
  'POST /api/notifications/readAll': 'customer-change',
  'GET /api/notifications/stream': 'stream',
  // The signed link in the mail is the credential: no sign-in (docs/notifications.md).
  'POST /api/notifications/unsubscribe': 'auth',
  // RFC 8058 one-click, POSTed by mail clients: the signed links in its address are the credential.
  'POST /api/notifications/unsubscribe/oneClick': 'auth',

  'GET /api/portal/accessTokens': 'customer-read',
  'POST /api/portal/accessTokens': 'customer-change',
  'DELETE /api/portal/accessTokens/:id': 'customer-change',

  // A shipment's share links, made and revoked on its page for a shipment of the selection.
  'GET /api/shareLinks/:mode/:id': 'customer-read',
  'POST /api/shareLinks/:mode/:id': 'customer-change',
  'DELETE /api/shareLinks/:linkId': 'customer-change',
  // The share link's page: the token in its address is the credential, no sign-in.
  'GET /api/track/:token': 'auth',
  'GET /api/track/:token/map': 'auth',

  // Webhooks: the user's own endpoints, with a token or the session.
  'GET /api/webhooks': 'customer-read',
  'POST /api/webhooks': 'customer-change',
  'DELETE /api/webhooks/:id': 'customer-change',
  'POST /api/webhooks/:id/enable': 'customer-change',
  'POST /api/webhooks/:id/test': 'customer-change',
  'GET /api/webhooks/:id/deliveries': 'customer-read',
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': 'customer-change',

  // The API's description and its reference page: no data, no sign-in.
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',

  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /stand-in/tracker': 'public',
  'GET /stand-in/tracker-login': 'public',
  'GET /stand-in/tms': 'public',
  'GET /stand-in/kpi': 'public',
};

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route of the running app (HEAD twins left out: Fastify adds one per GET). */
export function routesOf(server: TestServer): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const entry of server.app.routeInventory) {
    if (entry.method === 'HEAD' || entry.method === 'OPTIONS') continue;
    const key = `${entry.method} ${entry.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const params = [...entry.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
    out.push({ ...entry, key, params, changesState: STATE_CHANGING_METHODS.has(entry.method) || entry.stateChanging });
  }
  return out;
}

/** The route's path with its parameters filled from `values` (a missing one becomes `fallback`). */
export function pathOf(route: Route, values: Record<string, string> = {}, fallback = '1'): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name] ?? fallback);
}
