import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { forbidden, unauthenticated } from './errors';
import { hasPermission, isPermission, type Permission } from './permissions';
import { ReadCache } from './readCache';
import { scopeFor } from './scope';
import { tokenScope } from '../modules/accessTokens/bearer';
import type { AuthUser, Scope } from './types';

/**
 * Who is asking: request.user from the session, request.getScope() from the selection, and the
 * requireAuth / requirePermission preHandlers.
 */
/** The columns of `users` that make an AuthUser. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  appellative: string;
  role: 'admin' | 'customer';
  avatar_id: number | null;
}

export const authUserOf = (row: UserRow): AuthUser => ({ id: row.id, email: row.email, name: row.name, appellative: row.appellative, role: row.role, avatarId: row.avatar_id });

export async function loadUser(db: Db, userId: number): Promise<AuthUser | null> {
  const row = await db.get<UserRow>('SELECT id, email, name, appellative, role, avatar_id FROM users WHERE id = @userId AND active = TRUE', { userId });
  return row ? authUserOf(row) : null;
}

/** Call on the root instance after setupSession, before the modules register. */
export function setupAuth(app: FastifyInstance): void {
  // Every request needs its user and most their scope: both are read once per change of the
  // database, not once per request, and a customer's records (a quote request) change neither.
  const access = { generation: () => app.db.accessGeneration };
  const users = new ReadCache<AuthUser | null>(app.db, access);
  const scopeCache = new ReadCache<Scope>(app.db, access);
  const userById = async (id: number) => users.get(String(id), async () => loadUser(app.db, id));

  app.decorateRequest('user', null);
  // Read on every use: the cache makes that a map lookup, and a request never sees two scopes
  // unless the database changed between (then the newer one is the true one).
  app.decorateRequest('getScope', async function (this: FastifyRequest): Promise<Scope> {
    const user = this.user;
    if (!user) return Promise.reject(unauthenticated());
    // An access token reads the organisations it was made for (modules/accessTokens/bearer.ts).
    if (this.accessToken) return tokenScope(this, this.accessToken);
    const selection = this.session?.selection;
    return scopeCache.get(`${user.id}|${selection ?? ''}`, async () => scopeFor(app.db, user, selection));
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.accessToken) {
      // A token's request is its user's, whatever session cookie came along.
      request.user = request.accessToken.user;
      return;
    }
    const userId = request.session?.userId;
    if (userId === undefined) return;
    request.user = await userById(userId);
    // Impersonation (profile slice): the session acts as userId only while the administrator
    // behind it still exists and may impersonate; otherwise the whole session is signed out.
    const impersonatorId = request.session.impersonatorId;
    if (request.user && impersonatorId !== undefined) {
      const impersonator = await userById(impersonatorId);
      if (!impersonator || !hasPermission(impersonator.role, 'core.impersonate.start')) request.user = null;
    }
    // A deleted or deactivated user's session is worthless: forget it.
    if (!request.user) {
      delete request.session.userId;
      delete request.session.impersonatorId;
    }
  });

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
  });

  app.decorate('requirePermission', (name: Permission) => {
    if (!isPermission(name)) throw new Error(`Unknown permission "${name}" (add it to src/core/permissions.ts)`);
    return async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
      if (!hasPermission(request.user.role, name)) throw forbidden();
    };
  });
}
