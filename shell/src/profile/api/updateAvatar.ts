import type { AvatarUpdateResponse } from '@portal/contracts/profile';
import { call } from '@portal/kit';
import { profileContract } from '@portal/contracts/profile';

/**
 * core.avatars.update: replaces the current avatar (by its id), or sets the first one, with a
 * picture or `{ regenerate: true }`.
 */
export function updateAvatar(currentAvatarId: number | null, change: { file: File } | { regenerate: true }): Promise<AvatarUpdateResponse> {
  let body: FormData | { regenerate: true };
  if ('file' in change) {
    body = new FormData();
    body.append('avatar', change.file, change.file.name);
  } else body = change;
  return currentAvatarId === null ? call(profileContract.createAvatar, { body }) : call(profileContract.updateAvatar, { params: { avatar: currentAvatarId }, body });
}
