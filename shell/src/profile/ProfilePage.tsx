import { signOut, usePageMeta, usePortal } from '@portal/shared';

export function ProfilePage() {
  usePageMeta('User Profile');
  const profile = usePortal((s) => s.profile);
  if (!profile) return null;
  return (
    <div className="card stack">
      <h2>{profile.profile.person.name}</h2>
      <p className="muted">{profile.profile.email}</p>
      <div>
        <button type="button" className="btn" onClick={() => signOut()}>
          Logout
        </button>
      </div>
    </div>
  );
}
