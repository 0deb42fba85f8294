import type { FastifyInstance } from 'fastify';
import { avatarRoutes } from './profile/avatars';
import { impersonationRoutes } from './profile/impersonation';
import { changePasswordRoute } from './profile/password';
import { userRoutes } from './profile/users';

/**
 * The profile slice: POST /api/portal/changePassword, the avatar (core.avatars.update,
 * GET /api/core/avatars/:id), other users' profiles (GET /api/portal/users/:id) and
 * impersonation (POST /api/portal/impersonate/:userId, POST /api/portal/impersonate/stop).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(changePasswordRoute);
  await app.register(avatarRoutes);
  await app.register(userRoutes);
  await app.register(impersonationRoutes);
}
