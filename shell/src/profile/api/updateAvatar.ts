import { api, type AvatarUpdateResponse } from '@portal/shared';

/**
 * core.avatars.update: PATCH /api/core/avatars/:avatar with the current avatar's id (POST
 * /api/core/avatars when the user has none yet), a picture or `{ regenerate: true }`.
 */
export function updateAvatar(currentAvatarId: number | null, change: { file: File } | { regenerate: true }): Promise<AvatarUpdateResponse> {
  let body: FormData | { regenerate: true };
  if ('file' in change) {
    body = new FormData();
    body.append('avatar', change.file, change.file.name);
  } else body = change;
  return currentAvatarId === null ? api.post<AvatarUpdateResponse>('/core/avatars', body) : api.patch<AvatarUpdateResponse>(`/core/avatars/${currentAvatarId}`, body);
}
