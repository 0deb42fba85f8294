import { signOut, useFormat, usePageMeta, usePortal } from '@portal/kit';
import { AvatarEditor } from '../components/AvatarEditor';
import { UserAvatar } from '../components/UserAvatar';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileFacts } from '../components/ProfileFacts';
import { AccessTokens } from '../components/AccessTokens';
import { NotificationPreferences } from '../../notifications/NotificationPreferences';
import { ownRoutes } from '../../ownRoutes';
import '../profile.css';
import { LanguageMenu } from '../../layout/LanguageMenu';
import { useShellT } from '../../i18n/useShellT';

/**
 * /portal: the signed-in user's own profile. Avatar, password and logout exist only here. While
 * impersonating, this is the impersonated user's profile: the password and the avatar stay theirs
 * alone (the API refuses both with 403).
 */
export function OwnProfilePage() {
  const t = useShellT();
  const format = useFormat();
  usePageMeta(t('routes./portal.title', { defaultValue: ownRoutes.profile.title }));
  const session = usePortal((s) => s.profile);
  if (!session) return null;
  const { profile, impersonation } = session;
  const { person } = profile;

  return (
    <div className="stack">
      {/* The host's HTML draws the same line in the same place before the shell has run (ownRoutes' `leads`). */}
      <p className="page-lead">{t('routes./portal.leads./portal', { defaultValue: ownRoutes.profile.leads['/portal'] })}</p>
      <div className="grid-2 profile-page">
        <section className="card stack" aria-labelledby="profile-name">
          <div className="row profile-header">
            <div>
              <h2 id="profile-name">{[person.appellative, person.name].filter(Boolean).join(' ')}</h2>
              <ProfileFacts
                facts={[
                  [t('profile.email'), profile.email],
                  [t('profile.role'), t(`profile.${profile.role}`)],
                ]}
              />
            </div>
            <span className="spacer" />
            <button type="button" className="btn" onClick={() => signOut().catch(() => undefined)}>
              {t('profile.signOut')}
            </button>
          </div>
          {impersonation ? (
            <div className="row">
              <UserAvatar profile={profile} />
              <p className="muted">{t('profile.onlyAvatar', { name: person.name })}</p>
            </div>
          ) : (
            <AvatarEditor profile={profile} />
          )}
        </section>
        <section className="card">
          {impersonation ? (
            <div className="stack">
              <h3>{t('profile.changePassword')}</h3>
              <p className="muted">{t('profile.onlyPassword', { name: person.name })}</p>
            </div>
          ) : (
            <ChangePasswordForm profile={profile} />
          )}
        </section>
        <section className="card stack" aria-labelledby="profile-language">
          <h3 id="profile-language">{t('profile.languageTitle')}</h3>
          <p className="muted">{t('profile.languageIntro')}</p>
          <LanguageMenu id="profile-language-select" className="input lang-select-wide" />
          <p className="muted" data-testid="format-preview">
            {t('profile.formatPreview', { date: format.date(new Date()), weight: format.unit(1234.5, 'kilogram') })}
          </p>
        </section>
        <AccessTokens impersonating={Boolean(impersonation)} />
        <NotificationPreferences />
      </div>
    </div>
  );
}
