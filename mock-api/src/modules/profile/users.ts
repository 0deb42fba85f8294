import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganisationRef, profileContract, UserDetailsResponse } from '@portal/contracts/profile';
import type { EndpointRequest } from '../../core/contract';
import { forbidden, notFound, unauthenticated } from '../../core/errors';
import { hasPermission } from '../../core/permissions';
import { authUserOf, type UserRow } from '../../core/auth';
import { profileOf } from '../portal';
import { impersonationRefusal } from './impersonation';

/**
 * GET /api/portal/users/:id: another user's profile, for user administrators (those who may
 * edit users or view the reference area's CEP users), with what the viewer may do there.
 */
interface UserDetailsRow extends UserRow {
  active: number;
  last_login_at: string | null;
  created_at: string;
  company: string | null;
}

/** Before the parameters are parsed: a customer gets 403 even for an id that is not a number. */
export async function mayViewUsers(request: FastifyRequest): Promise<void> {
  const viewer = request.user;
  if (!viewer) throw unauthenticated();
  if (!hasPermission(viewer.role, 'administration.users.edit') && !hasPermission(viewer.role, 'reference.cepUsers.show')) throw forbidden();
}

export const userDetails =
  (app: FastifyInstance) =>
  async (request: EndpointRequest<typeof profileContract.user>): Promise<UserDetailsResponse> => {
    const { db } = app;
    const viewer = request.user!;
    const row = await db.get<UserDetailsRow>(
      `SELECT u.id, u.email, u.name, u.appellative, u.role, u.avatar_id, u.active, u.last_login_at, u.created_at, co.name AS company
       FROM users u LEFT JOIN companies co ON co.id = u.company_id WHERE u.id = @id`,
      { id: request.params.id },
    );
    if (!row) throw notFound();
    const user = authUserOf(row);
    const customers = await db.all<OrganisationRef>(
      'SELECT c.code, c.name FROM user_customers uc JOIN customers c ON c.id = uc.customer_id WHERE uc.user_id = @id ORDER BY c.code',
      { id: row.id },
    );
    const groups = await db.all<OrganisationRef>(
      'SELECT g.code, g.name FROM user_customer_groups ug JOIN customer_groups g ON g.id = ug.group_id WHERE ug.user_id = @id ORDER BY g.code',
      { id: row.id },
    );
    const active = Boolean(row.active);
    return {
      profile: profileOf(user),
      active,
      company: row.company,
      lastLoginAt: row.last_login_at,
      createdAt: row.created_at,
      customers,
      groups,
      canEdit: hasPermission(viewer.role, 'administration.users.edit'),
      canImpersonate: active && impersonationRefusal(request, viewer, user) === null,
    };
  };
