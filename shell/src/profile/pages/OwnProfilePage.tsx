import { signOut, usePageMeta, usePortal } from '@portal/kit';
import { AvatarEditor } from '../components/AvatarEditor';
import { UserAvatar } from '../components/UserAvatar';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileFacts, roleLabel } from '../components/ProfileFacts';
import { AccessTokens } from '../components/AccessTokens';
import { NotificationPreferences } from '../../notifications/NotificationPreferences';
import { ownRoutes } from '../../ownRoutes';
import '../profile.css';

/**
 * /portal: the signed-in user's own profile. Avatar, password and logout exist only here. While
 * impersonating, this is the impersonated user's profile: the password and the avatar stay theirs
 * alone (the API refuses both with 403).
 */
export function OwnProfilePage() {
  usePageMeta(ownRoutes.profile.title);
  const session = usePortal((s) => s.profile);
  if (!session) return null;
  const { profile, impersonation } = session;
  const { person } = profile;

  return (
    <div className="stack">
      {/* The host's HTML draws the same line in the same place before the shell has run (ownRoutes' `leads`). */}
      <p className="page-lead">{ownRoutes.profile.leads['/portal']}</p>
      <div className="grid-2 profile-page">
        <section className="card stack" aria-labelledby="profile-name">
          <div className="row profile-header">
            <div>
              <h2 id="profile-name">{[person.appellative, person.name].filter(Boolean).join(' ')}</h2>
              <ProfileFacts
                facts={[
                  ['E-mail', profile.email],
                  ['Role', roleLabel(profile.role)],
                ]}
              />
            </div>
            <span className="spacer" />
            <button type="button" className="btn" onClick={() => signOut().catch(() => undefined)}>
              Sign out
            </button>
          </div>
          {impersonation ? (
            <div className="row">
              <UserAvatar profile={profile} />
              <p className="muted">Only {person.name} can change this avatar.</p>
            </div>
          ) : (
            <AvatarEditor profile={profile} />
          )}
        </section>
        <section className="card">
          {impersonation ? (
            <div className="stack">
              <h3>Change password</h3>
              <p className="muted">Only {person.name} can change this password. You are acting on behalf of this user.</p>
            </div>
          ) : (
            <ChangePasswordForm profile={profile} />
          )}
        </section>
        <AccessTokens impersonating={Boolean(impersonation)} />
        <NotificationPreferences />
      </div>
    </div>
  );
}
