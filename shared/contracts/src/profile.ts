import { Array as List, Boolean as Bool, Integer, Null, Object as Obj, String as Str, Union, Unsafe, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { userProfileSchema } from './portal';
import { strict } from './schemas';

/**
 * The profile slice's contract (the User Profile page): the password change, the avatar (spec:
 * core.avatars.update answers `{ avatarId }`), another user's profile for user administrators,
 * and impersonation. Password rules and messages stay in rules/password.ts, the avatar's in
 * rules/avatar.ts.
 */
const TAG = 'Portal (internal)';
const id = Integer({ minimum: 1 });

/** Both text; their rules (required, strength) are the handler's, with its own messages. */
const secret = { type: ['string', 'null'], maxLength: 1024 };
const passwordBody = Unsafe<{ current_password?: string | null; password?: string | null }>({ properties: { current_password: secret, password: secret } });

/**
 * A picture as multipart (field `avatar`, read by the handler, so not in the schema) or JSON
 * `{ regenerate: true }` (initials on a colour).
 */
const avatarBody = Unsafe<FormData | { regenerate: true }>({ properties: { regenerate: { type: 'boolean' } } });
const avatarAnswer = Obj({ avatarId: Integer() }, strict);
/** What the avatar's address may answer (sniffed when stored). */
const AVATAR_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

const organisationRefSchema = Obj({ code: Str(), name: Str() }, strict);
const impersonationAnswer = Obj({ message: Str(), userId: Integer({ description: 'The impersonated user' }) }, strict);

export const profileContract = defineContract({
  /** The current password proves the account holder; on success every session of the user ends, this one too. */
  changePassword: {
    method: 'POST',
    path: '/api/portal/changePassword',
    permission: 'portal.changePassword',
    summary: 'Change the password (signs out everywhere)',
    tag: TAG,
    body: passwordBody,
    response: Obj({ message: Str() }, strict),
  },
  /** For a user who has no avatar yet. */
  createAvatar: {
    method: 'POST',
    path: '/api/core/avatars',
    permission: 'core.avatars.update',
    summary: 'Set the avatar (a picture, or initials on a colour)',
    tag: TAG,
    body: avatarBody,
    response: avatarAnswer,
  },
  /** Only one's own current avatar: another id is "not found". */
  updateAvatar: {
    method: 'PATCH',
    path: '/api/core/avatars/:avatar',
    permission: 'core.avatars.update',
    summary: 'Replace the avatar (a picture, or initials on a colour)',
    tag: TAG,
    params: Obj({ avatar: id }),
    body: avatarBody,
    response: avatarAnswer,
  },
  /** To its owner and to user administrators; anyone else's is "not found". */
  avatar: {
    method: 'GET',
    path: '/api/core/avatars/:avatar',
    permission: 'portal.userProfile',
    summary: 'An avatar picture',
    tag: TAG,
    params: Obj({ avatar: id }),
    file: AVATAR_FILE_TYPES,
  },
  /** For user administrators (administration.users.edit or reference.cepUsers.show), with what the viewer may do there. */
  user: {
    method: 'GET',
    path: '/api/portal/users/:id',
    permission: 'portal.userProfile',
    summary: "Another user's profile (user administrators)",
    tag: TAG,
    params: Obj({ id }),
    response: Obj(
      {
        profile: userProfileSchema,
        active: Bool(),
        company: Union([Str(), Null()]),
        lastLoginAt: Union([Str(), Null()]),
        createdAt: Str(),
        customers: List(organisationRefSchema),
        groups: List(organisationRefSchema),
        /** The viewer may open the reference area's edit page (administration.users.edit). */
        canEdit: Bool(),
        /** core.impersonate.start, not impersonating now, not an administrator, not oneself, active. */
        canImpersonate: Bool(),
      },
      strict,
    ),
  },
  /** core.impersonate.start (checked in the handler, after "already impersonating": 409). */
  startImpersonation: {
    method: 'POST',
    path: '/api/portal/impersonate/:userId',
    permission: 'portal.userProfile',
    summary: 'Act as another user (administrators)',
    tag: TAG,
    params: Obj({ userId: id }),
    response: impersonationAnswer,
  },
  stopImpersonation: {
    method: 'POST',
    path: '/api/portal/impersonate/stop',
    permission: 'portal.userProfile',
    summary: 'Stop acting as another user',
    tag: TAG,
    response: impersonationAnswer,
  },
});

export type AvatarUpdateResponse = Static<typeof avatarAnswer>;
export type OrganisationRef = Static<typeof organisationRefSchema>;
export type UserDetailsResponse = Static<typeof profileContract.user.response>;
export type ImpersonationResponse = Static<typeof impersonationAnswer>;
