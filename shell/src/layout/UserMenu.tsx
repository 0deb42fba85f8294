import { Link } from 'react-router-dom';
import { signOut, usePortal } from '@portal/shared';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
}

export function UserMenu() {
  const profile = usePortal((s) => s.profile);
  if (!profile) return null;
  const { person, avatar } = profile.profile;
  return (
    <div className="user-menu">
      <Link to="/portal" className="user-link" aria-label={`User profile of ${person.name}`}>
        {avatar ? <img className="avatar" src={avatar.url} alt="" width={32} height={32} /> : <span className="avatar avatar-initials" aria-hidden="true">{initials(person.name)}</span>}
        <span className="user-name">{person.name}</span>
      </Link>
      <button type="button" className="btn btn-sm btn-ghost header-btn" onClick={() => signOut()}>
        Sign out
      </button>
    </div>
  );
}
