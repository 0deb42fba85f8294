import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError, ErrorState, LoadingState, useApiData, useFormat, useHasPermission, usePageMeta, usePortal } from '@portal/kit';
import { useShellT } from '../../i18n/useShellT';
import type { UserDetailsResponse } from '@portal/contracts/profile';
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

function errorMessage(t: ReturnType<typeof useShellT>, error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('user.notFound');
  if (error instanceof ApiError && error.status === 403) return t('user.forbidden');
  return t('user.loadFailed');
}

function UserDetails({ details }: { details: UserDetailsResponse }) {
  const canEdit = useHasPermission('administration.users.edit') && details.canEdit;
  const canImpersonate = useHasPermission('core.impersonate.start') && details.canImpersonate;
  const t = useShellT();
  const format = useFormat();
  const { profile } = details;
  // English keeps the ISO dates its tests read; another language writes them its way.
  const day = (iso: string) => (format.language === 'en' ? iso.slice(0, 10) : format.date(iso));
  const dateTime = (iso: string | null) => (!iso ? t('user.never') : format.language === 'en' ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : format.date(iso, 'D MMM YYYY HH:mm'));
  return (
    <section className="card stack" aria-labelledby="user-profile-name">
      <div className="row profile-header">
        <UserAvatar profile={profile} />
        <div>
          <h2 id="user-profile-name">{[profile.person.appellative, profile.person.name].filter(Boolean).join(' ')}</h2>
          <p className="row">
            <span className="badge">{roleLabel(t, profile.role)}</span>
            {details.active ? <span className="badge profile-status-active">{t('user.active')}</span> : <span className="badge badge-danger">{t('user.inactive')}</span>}
          </p>
        </div>
        <span className="spacer" />
        <div className="row">
          {canEdit && (
            <Link className="btn" to={`/reference/cepUsers/${profile.id}/edit`}>
              {t('user.edit')}
            </Link>
          )}
          {canImpersonate && <ImpersonateButton userId={profile.id} name={profile.person.name} />}
        </div>
      </div>
      <ProfileFacts
        facts={[
          [t('profile.email'), <a href={`mailto:${profile.email}`}>{profile.email}</a>],
          [t('user.company'), details.company],
          [t('user.organisations'), list(details.customers)],
          [t('user.groups'), list(details.groups)],
          [t('user.lastSignIn'), dateTime(details.lastLoginAt)],
          [t('user.memberSince'), day(details.createdAt)],
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
  const t = useShellT();
  const title = t('routes./portal.title');
  usePageMeta(title, [{ label: t('user.referenceData'), to: '/reference' }, { label: t('user.cepUsers'), to: '/reference/cepUsers' }, { label: name ?? title }]);

  if (valid && userId === ownId) return <Navigate to="/portal" replace />;
  if (!valid) return <ErrorState message={t('user.notFound')} />;
  if (error) return <ErrorState message={errorMessage(t, error)} onRetry={error instanceof ApiError && error.status < 500 && error.status !== 0 ? undefined : reload} />;
  if (loading || !data) return <LoadingState label={t('profile.loading')} />;
  return <UserDetails details={data} />;
}
