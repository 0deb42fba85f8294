import { Link } from 'react-router-dom';
import { signOut, usePortal } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';

/** First and last name's initials, as the generated default avatar draws them. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? [words[0], words[words.length - 1]] : words).map((p) => p[0]?.toUpperCase()).join('');
}

export function UserMenu() {
  const t = useShellT();
  const profile = usePortal((s) => s.profile);
  if (!profile) return null;
  const { person, avatar } = profile.profile;
  return (
    <div className="user-menu">
      {/* Named by its content, not aria-label: an aria-label that differs from the visible
          initials and name fails WCAG 2.5.3 (label in name). */}
      <Link to="/portal" className="user-link">
        {avatar ? <img className="avatar" src={avatar.url} alt="" width={32} height={32} /> : <span className="avatar avatar-initials" aria-hidden="true">{initials(person.name)}</span>}
        <span className="sr-only">{t('header.userProfileOf')}</span>
        <span className="user-name">{person.name}</span>
      </Link>
      <button type="button" className="btn btn-sm btn-ghost header-btn" onClick={() => signOut()}>
        {t('header.signOut')}
      </button>
    </div>
  );
}
