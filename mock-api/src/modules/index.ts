import type { FastifyInstance } from 'fastify';
import { accessTokenRoutes } from './accessTokens';
import { authRoutes } from './auth';
import { bookingsRoutes } from './bookings';
import { contactRoutes } from './contact';
import { documentsRoutes } from './documents';
import { externalAppsRoutes, standInPages } from './externalApps';
import { networksRoutes } from './networks';
import { notificationsRoutes } from './notifications';
import { passwordResetRoutes } from './passwordReset';
import { portalRoutes } from './portal';
import { profileRoutes } from './profile';
import { quotesRoutes } from './quotes';
import { referenceRoutes } from './reference';
import { searchRoutes } from './search';
import { shareLinkRoutes } from './shareLinks';
import { shipmentsRoutes } from './shipments';
import { webhookRoutes } from './webhooks';

/**
 * Every module is registered under `/api` and writes its paths in full below that
 * (`/shipments/quotes`, `/reference/customers/...`), so defineTable's paths line up too.
 */
const API_MODULES = [
  authRoutes,
  passwordResetRoutes,
  portalRoutes,
  profileRoutes,
  accessTokenRoutes,
  shipmentsRoutes,
  shareLinkRoutes,
  quotesRoutes,
  bookingsRoutes,
  documentsRoutes,
  networksRoutes,
  contactRoutes,
  externalAppsRoutes,
  referenceRoutes,
  notificationsRoutes,
  searchRoutes,
  webhookRoutes,
];

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  for (const module of API_MODULES) await api.register(module);
}

/** Outside /api: the external-app stand-in pages. */
export async function rootRoutes(app: FastifyInstance): Promise<void> {
  await app.register(standInPages);
}
