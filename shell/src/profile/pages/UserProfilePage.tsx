import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError, ErrorState, LoadingState, routeHome, useApiData, useHasPermission, usePageMeta, usePortal } from '@portal/kit';
import type { UserDetailsResponse } from '@portal/contracts/profile';
import { routes as referenceRoutes } from '@portal/mfe-reference/routes';
import { loadUserDetails } from '../api/loadUserDetails';
import { ImpersonateButton } from '../components/ImpersonateButton';
import { ProfileFacts, roleLabel } from '../components/ProfileFacts';
import { UserAvatar } from '../components/UserAvatar';
import '../profile.css';

/**
 * /portal/users/:id: another user's profile, opened by administrators from the reference area.
 * Edit (administration.users.edit) and Impersonate (core.impersonate.start; the API also says
 * whether this user may be impersonated now). No avatar, password or logout here.
 */
const dateTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : 'Never');

const list = (items: { code: string; name: string }[]) =>
  items.length === 0 ? null : (
    <ul className="profile-list">
      {items.map((i) => (
        <li key={i.code}>
          {i.code} – {i.name}
        </li>
      ))}
    </ul>
  );

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This user does not exist.';
  if (error instanceof ApiError && error.status === 403) return 'You may not view other users’ profiles.';
  return 'The profile could not be loaded.';
}

function UserDetails({ details }: { details: UserDetailsResponse }) {
  const canEdit = useHasPermission('administration.users.edit') && details.canEdit;
  const canImpersonate = useHasPermission('core.impersonate.start') && details.canImpersonate;
  const { profile } = details;
  return (
    <section className="card stack" aria-labelledby="user-profile-name">
      <div className="row profile-header">
        <UserAvatar profile={profile} />
        <div>
          <h2 id="user-profile-name">{[profile.person.appellative, profile.person.name].filter(Boolean).join(' ')}</h2>
          <p className="row">
            <span className="badge">{roleLabel(profile.role)}</span>
            {details.active ? <span className="badge profile-status-active">Active</span> : <span className="badge badge-danger">Inactive</span>}
          </p>
        </div>
        <span className="spacer" />
        <div className="row">
          {canEdit && (
            <Link className="btn" to={`/reference/cepUsers/${profile.id}/edit`}>
              Edit
            </Link>
          )}
          {canImpersonate && <ImpersonateButton userId={profile.id} name={profile.person.name} />}
        </div>
      </div>
      <ProfileFacts
        facts={[
          ['E-mail', <a href={`mailto:${profile.email}`}>{profile.email}</a>],
          ['Company', details.company],
          ['Organisations', list(details.customers)],
          ['Customer groups', list(details.groups)],
          ['Last sign-in', dateTime(details.lastLoginAt)],
          ['Member since', details.createdAt.slice(0, 10)],
        ]}
      />
    </section>
  );
}

export function UserProfilePage() {
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const ownId = usePortal((s) => s.profile?.profile.id);
  const { data, error, loading, reload } = useApiData((signal) => (valid && userId !== ownId ? loadUserDetails(userId, signal) : Promise.resolve(undefined)), [userId]);
  const name = data?.profile.person.name;
  usePageMeta('User Profile', [{ label: referenceRoutes.reference.title, to: routeHome(referenceRoutes.reference) }, { label: 'CEP Users', to: '/reference/cepUsers' }, { label: name ?? 'User Profile' }]);

  if (valid && userId === ownId) return <Navigate to="/portal" replace />;
  if (!valid) return <ErrorState message="This user does not exist." />;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={error instanceof ApiError && error.status < 500 && error.status !== 0 ? undefined : reload} />;
  if (loading || !data) return <LoadingState label="Loading the profile…" />;
  return <UserDetails details={data} />;
}
