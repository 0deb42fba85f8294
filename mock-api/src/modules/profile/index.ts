import type { FastifyInstance } from 'fastify';
import { profileContract } from '@portal/contracts/profile';
import { registerEndpoint } from '../../core/contract';
import { prepareAvatars, refuseWhileImpersonating, replaceOwnAvatar, sendAvatar, updateAvatar } from './avatars';
import { startImpersonation, startImpersonationSweep, stopImpersonation } from './impersonation';
import { changePassword, changePasswordLimit } from './password';
import { mayViewUsers, userDetails } from './users';

/**
 * The profile slice (shared/contracts/src/profile.ts): the password change, the avatar, other
 * users' profiles and impersonation.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await prepareAvatars(app);
  await startImpersonationSweep(app);

  registerEndpoint(app, profileContract.changePassword, changePassword(app), { config: changePasswordLimit });
  registerEndpoint(app, profileContract.createAvatar, async (request) => updateAvatar(app, request, request.user!), { onRequest: refuseWhileImpersonating });
  registerEndpoint(app, profileContract.updateAvatar, replaceOwnAvatar(app), { onRequest: refuseWhileImpersonating });
  registerEndpoint(app, profileContract.avatar, async (request, reply) => sendAvatar(app, request, reply));
  registerEndpoint(app, profileContract.user, userDetails(app), { onRequest: mayViewUsers });
  registerEndpoint(app, profileContract.startImpersonation, startImpersonation(app));
  registerEndpoint(app, profileContract.stopImpersonation, stopImpersonation(app));
}
