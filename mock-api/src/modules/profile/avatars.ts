import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../core/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../core/errors';
import { hasPermission } from '../../core/permissions';
import type { AuthUser } from '../../core/types';
import { AVATAR_TYPES, defaultAvatarSvg, sniffImage, type AvatarMime } from './avatarImage';
import { findAvatar, importLegacyAvatars, readAvatar, replaceAvatar } from './avatarStore';
import { isImpersonating } from './impersonation';
import { AVATAR_LIMIT_KB, AVATAR_MESSAGES } from '@portal/shared/rules/avatar';

/**
 * Avatars (spec: PATCH avatar update, named route core.avatars.update, answers `{ avatarId }`):
 * - PATCH /api/core/avatars/:avatar  replaces the caller's avatar `:avatar`;
 * - POST  /api/core/avatars          the same for a user who has none yet;
 *   both take a multipart picture (field `avatar`) or JSON `{ regenerate: true }` (initials on a
 *   colour);
 * - GET   /api/core/avatars/:avatar  the picture, to its owner and to user administrators.
 */
const idParams = {
  params: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'integer', minimum: 1 } } },
};
const regenerateBody = { ...idParams, body: { properties: { regenerate: { type: 'boolean' } } } };

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

async function updateAvatar(app: FastifyInstance, request: FastifyRequest, user: AuthUser): Promise<{ avatarId: number }> {
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

async function sendAvatar(app: FastifyInstance, request: FastifyRequest<{ Params: { avatar: number } }>, reply: FastifyReply) {
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

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const imported = await importLegacyAvatars(app.db, app.config);
  if (imported > 0) app.log.warn({ imported }, 'moved avatar pictures of an older database into it');
  const mayUpdate = app.requirePermission('core.avatars.update');
  // Like the password: an administrator acting as a customer must not change who the customer
  // appears to be. Before the body is read, so no upload is received for nothing.
  const canUpdate = async (request: FastifyRequest, reply: FastifyReply) => {
    await mayUpdate.call(app, request, reply);
    if (isImpersonating(request)) throw forbidden('The avatar cannot be changed while impersonating.');
  };

  app.patch<{ Params: { avatar: number } }>('/core/avatars/:avatar', { schema: regenerateBody, preValidation: canUpdate }, async (request) => {
    const user = request.user!;
    // Only one's own current avatar can be replaced; another's id is "not found".
    if (user.avatarId !== request.params.avatar) throw notFound();
    return updateAvatar(app, request, user);
  });

  app.post('/core/avatars', { preValidation: canUpdate }, async (request) => updateAvatar(app, request, request.user!));

  app.get<{ Params: { avatar: number } }>('/core/avatars/:avatar', { schema: idParams, preHandler: app.requireAuth }, async (request, reply) =>
    sendAvatar(app, request, reply),
  );
}
