import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { profileContract } from '@portal/contracts/profile';
import type { EndpointRequest } from '../../core/contract';
import { audit } from '../../core/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../core/errors';
import { hasPermission } from '../../core/permissions';
import type { AuthUser } from '../../core/types';
import { AVATAR_TYPES, defaultAvatarSvg, sniffImage, type AvatarMime } from './avatarImage';
import { findAvatar, importLegacyAvatars, readAvatar, replaceAvatar } from './avatarStore';
import { isImpersonating } from './impersonation';
import { AVATAR_LIMIT_KB, AVATAR_MESSAGES } from '@portal/contracts/rules/avatar';

/**
 * Avatars (spec: PATCH avatar update, named route core.avatars.update, answers `{ avatarId }`):
 * - PATCH /api/core/avatars/:avatar  replaces the caller's avatar `:avatar`;
 * - POST  /api/core/avatars          the same for a user who has none yet;
 *   both take a multipart picture (field `avatar`) or JSON `{ regenerate: true }` (initials on a
 *   colour);
 * - GET   /api/core/avatars/:avatar  the picture, to its owner and to user administrators.
 */
/** The byte limit: the avatar's own, never above the API's general upload limit. */
const limitKb = (app: FastifyInstance) => Math.min(AVATAR_LIMIT_KB, app.config.uploadLimitKb);

async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<{ bytes: Buffer; mime: AvatarMime }> {
  const tooLarge = AVATAR_MESSAGES.tooLarge(limitKb(app));
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: limitKb(app) * 1024, files: 1 } });
    if (!part || part.fieldname !== 'avatar') throw unprocessable({ avatar: [AVATAR_MESSAGES.missing] });
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable({ avatar: [tooLarge] });
    throw err;
  }
  if (bytes.length === 0) throw unprocessable({ avatar: [AVATAR_MESSAGES.empty] });
  const mime = sniffImage(bytes);
  if (!mime) throw unprocessable({ avatar: [AVATAR_MESSAGES.type] });
  return { bytes, mime };
}

export async function updateAvatar(app: FastifyInstance, request: FastifyRequest, user: AuthUser): Promise<{ avatarId: number }> {
  let picture: { bytes: Buffer; mime: AvatarMime };
  if (request.isMultipart()) picture = await readUpload(app, request);
  else if ((request.body as { regenerate?: unknown } | undefined)?.regenerate === true)
    picture = { bytes: defaultAvatarSvg(user.name, user.email), mime: 'image/svg+xml' };
  else throw badRequest('Send a picture (multipart field "avatar") or { "regenerate": true }.');

  const avatarId = await replaceAvatar(app.db, user.id, picture.bytes, picture.mime);
  await audit(app.db, request, 'core.avatars.update', 'avatar', avatarId, { type: picture.mime, size: picture.bytes.length });
  return { avatarId };
}

/** Administrators see other users' avatars on their profiles; everyone else only their own. */
function maySee(user: AuthUser, ownerId: number): boolean {
  return user.id === ownerId || hasPermission(user.role, 'administration.users.edit') || hasPermission(user.role, 'reference.cepUsers.show');
}

export async function sendAvatar(app: FastifyInstance, request: EndpointRequest<typeof profileContract.avatar>, reply: FastifyReply): Promise<FastifyReply> {
  const row = await findAvatar(app.db, request.params.avatar);
  // Someone else's avatar answers as a missing one: ids tell nothing.
  if (!row || !maySee(request.user!, row.user_id)) throw notFound();
  const bytes = await readAvatar(row.filename, app.db);
  if (!bytes) throw notFound();
  const type = AVATAR_TYPES.has(row.mime_type) ? row.mime_type : 'application/octet-stream';
  return (
    reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="avatar-${row.id}.${row.filename.split('.').pop()}"`)
      // A changed avatar gets a new id, so this address never shows anything else.
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(bytes)
  );
}

/** Moves the pictures of an older database into it, once. */
export async function prepareAvatars(app: FastifyInstance): Promise<void> {
  const imported = await importLegacyAvatars(app.db, app.config);
  if (imported > 0) app.log.warn({ imported }, 'moved avatar pictures of an older database into it');
}

/**
 * Like the password: an administrator acting as a customer must not change who the customer
 * appears to be. On the request (before its parameters are parsed, and no upload is received for nothing).
 */
export async function refuseWhileImpersonating(request: FastifyRequest): Promise<void> {
  if (isImpersonating(request)) throw forbidden('The avatar cannot be changed while impersonating.');
}

/** PATCH: only one's own current avatar can be replaced; another's id is "not found". */
export const replaceOwnAvatar = (app: FastifyInstance) => async (request: EndpointRequest<typeof profileContract.updateAvatar>) => {
  const user = request.user!;
  if (user.avatarId !== request.params.avatar) throw notFound();
  return updateAvatar(app, request, user);
};
