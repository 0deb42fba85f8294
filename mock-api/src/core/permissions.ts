import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import type { ReferenceAction } from '@portal/contracts/reference/declaration';

/**
 * Permissions are route names. Administrators hold every permission; customers hold
 * CUSTOMER_PERMISSIONS. A slice that needs a new permission adds its name here, so a typo in
 * app.requirePermission('…') is a compile error, not a silently open route (for reference.*
 * names, whose resource part is any string, the check at start-up in requirePermission).
 */
export const CUSTOMER_PERMISSIONS = [
  // session, profile and selection
  'portal.userProfile',
  'portal.customer',
  'portal.changePassword',
  'core.avatars.update',
  // dashboard, shipments and quotes
  'shipments.index',
  'shipments.quotes',
  'shipments.download',
  'shipments.cancel',
  'myShipments.index',
  'myShipments.sea.initTable',
  'myShipments.air.initTable',
  'myShipments.roa.initTable',
  'myShipments.mul.initTable',
  'quotes.index',
  'quotes.create',
  'quotes.store',
  'sandbox.index',
  'quotes.book',
  'unlocode.search',
  // documents
  'documents.index',
  'documents.download',
  'myDocuments.documents',
  'myDocuments.quotes',
  // network, contact, external apps
  'networks.index',
  'contact.index',
  'contact.sendEmailMessage',
  'externalapp.webtracker',
  'externalapp.mykpi',
  'externalapp.mytms',
  // notifications (bell, page, preferences)
  'notifications.index',
] as const;

/**
 * Reference permissions come from the entity declarations (shared/contracts/src/reference/registry.ts):
 * an eleventh entity brings its five permissions with it.
 */
export const REFERENCE_RESOURCES: readonly string[] = REFERENCE_ENTITIES.map((e) => e.resource);

export const REFERENCE_ACTIONS = ['index', 'show', 'create', 'edit', 'destroy'] as const satisfies readonly ReferenceAction[];

type ReferencePermission = `reference.${string}.${(typeof REFERENCE_ACTIONS)[number]}`;

const referencePermissions = REFERENCE_RESOURCES.flatMap((resource) =>
  REFERENCE_ACTIONS.map((action) => `reference.${resource}.${action}` as ReferencePermission),
);

export const ADMIN_ONLY_PERMISSIONS = ['reference.index', 'core.impersonate.start', 'administration.users.edit', 'export.logins', 'quotes.offer', 'bookings.manage'] as const;

export type Permission = (typeof CUSTOMER_PERMISSIONS)[number] | (typeof ADMIN_ONLY_PERMISSIONS)[number] | ReferencePermission;

export const ALL_PERMISSIONS: readonly Permission[] = [...CUSTOMER_PERMISSIONS, ...ADMIN_ONLY_PERMISSIONS, ...referencePermissions];

const known = new Set<string>(ALL_PERMISSIONS);

export function isPermission(name: string): name is Permission {
  return known.has(name);
}

export function permissionsOf(role: 'admin' | 'customer'): readonly Permission[] {
  return role === 'admin' ? ALL_PERMISSIONS : CUSTOMER_PERMISSIONS;
}

export function hasPermission(role: 'admin' | 'customer', name: Permission): boolean {
  return role === 'admin' || (CUSTOMER_PERMISSIONS as readonly string[]).includes(name);
}
