import { useState } from 'react';
import type { UserProfile } from '@portal/contracts/portal';
import { useShellT } from '../../i18n/useShellT';

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The avatar picture, or the initials while there is none (or it failed to load). */
export function UserAvatar({ profile, size = 96, src }: { profile: UserProfile; size?: number; src?: string }) {
  const url = src ?? profile.avatar?.url;
  const [failed, setFailed] = useState<string | null>(null);
  const t = useShellT();
  const alt = t('profile.avatarOf', { name: profile.person.name });
  if (url && failed !== url) {
    return <img className="profile-avatar" src={url} alt={alt} width={size} height={size} onError={() => setFailed(url)} />;
  }
  return (
    <span className="profile-avatar profile-avatar-initials" role="img" aria-label={alt} style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initialsOf(profile.person.name)}
    </span>
  );
}
