import { useEffect, useState } from 'react';
import { notifyError, notifySuccess, useApiData } from '@portal/kit';
import './notifications.css';
import type { EmailDelivery, NotificationPreference } from '@portal/contracts/rules/notifications';
import { useShellT } from '../i18n/useShellT';
import { loadPreferences, savePreferences } from './api';

const EMAIL_DELIVERIES: EmailDelivery[] = ['off', 'instant', 'digest'];

/** In the User Profile: per type, in the portal and/or by e-mail (at once or as a daily summary). */
export function NotificationPreferences() {
  const t = useShellT();
  const { data, error, reload } = useApiData((signal) => loadPreferences(signal));
  const [rows, setRows] = useState<NotificationPreference[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setRows(data.preferences);
  }, [data]);

  const change = (type: NotificationPreference['type'], patch: Partial<NotificationPreference>) =>
    setRows((current) => current && current.map((r) => (r.type === type ? { ...r, ...patch } : r)));

  const save = async () => {
    if (!rows) return;
    setSaving(true);
    try {
      setRows((await savePreferences(rows)).preferences);
      notifySuccess(t('preferences.saved'));
    } catch {
      notifyError(t('preferences.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack notification-preferences" aria-labelledby="notification-preferences">
      <h3 id="notification-preferences">{t('notifications.title')}</h3>
      <p className="muted">{t('preferences.intro')}</p>
      {error ? (
        <p role="alert">
          {t('preferences.loadFailed')}{' '}
          <button type="button" className="btn btn-sm" onClick={reload}>
            {t('states.retry')}
          </button>
        </p>
      ) : !rows ? (
        <p className="muted" role="status">
          {t('states.loading')}
        </p>
      ) : (
        <>
          <table className="preferences-table">
            <thead>
              <tr>
                <th scope="col">{t('preferences.event')}</th>
                <th scope="col">{t('preferences.inPortal')}</th>
                <th scope="col">{t('preferences.byEmail')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.type}>
                  <th scope="row">{t(`notifications.type.${r.type}`)}</th>
                  <td>
                    {/* The label is the box's hit area: a thumb's 44 px on a touch screen (notifications.css). */}
                    <label className="preference-check">
                      <input
                        type="checkbox"
                        checked={r.portal}
                        aria-label={t('preferences.inPortalOf', { type: t(`notifications.type.${r.type}`) })}
                        onChange={(e) => change(r.type, { portal: e.target.checked })}
                      />
                    </label>
                  </td>
                  <td>
                    <select
                      className="select"
                      value={r.email}
                      aria-label={t('preferences.byEmailOf', { type: t(`notifications.type.${r.type}`) })}
                      onChange={(e) => change(r.type, { email: e.target.value as EmailDelivery })}
                    >
                      {EMAIL_DELIVERIES.map((v) => (
                        <option key={v} value={v}>
                          {t(`preferences.email.${v}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="row">
            <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()}>
              {saving ? t('auth.saving') : t('preferences.save')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
