import { useEffect, useState } from 'react';
import { notifyError, notifySuccess, useApiData } from '@portal/kit';
import './notifications.css';
import { NOTIFICATION_TYPE_LABELS, type EmailDelivery, type NotificationPreference } from '@portal/contracts/rules/notifications';
import { loadPreferences, savePreferences } from './api';

const EMAIL_LABELS: Record<EmailDelivery, string> = { off: 'No e-mail', instant: 'At once', digest: 'Daily summary' };

/** In the User Profile: per type, in the portal and/or by e-mail (at once or as a daily summary). */
export function NotificationPreferences() {
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
      notifySuccess('Your notification settings were saved.');
    } catch {
      notifyError('Your notification settings could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack notification-preferences" aria-labelledby="notification-preferences">
      <h3 id="notification-preferences">Notifications</h3>
      <p className="muted">What you are told about your shipments, documents and quotes, and how. E-mails go to your sign-in address.</p>
      {error ? (
        <p role="alert">
          Your settings could not be loaded.{' '}
          <button type="button" className="btn btn-sm" onClick={reload}>
            Retry
          </button>
        </p>
      ) : !rows ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : (
        <>
          <table className="preferences-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">In the portal</th>
                <th scope="col">By e-mail</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.type}>
                  <th scope="row">{NOTIFICATION_TYPE_LABELS[r.type]}</th>
                  <td>
                    {/* The label is the box's hit area: a thumb's 44 px on a touch screen (notifications.css). */}
                    <label className="preference-check">
                      <input
                        type="checkbox"
                        checked={r.portal}
                        aria-label={`${NOTIFICATION_TYPE_LABELS[r.type]} in the portal`}
                        onChange={(e) => change(r.type, { portal: e.target.checked })}
                      />
                    </label>
                  </td>
                  <td>
                    <select
                      className="select"
                      value={r.email}
                      aria-label={`${NOTIFICATION_TYPE_LABELS[r.type]} by e-mail`}
                      onChange={(e) => change(r.type, { email: e.target.value as EmailDelivery })}
                    >
                      {(Object.keys(EMAIL_LABELS) as EmailDelivery[]).map((v) => (
                        <option key={v} value={v}>
                          {EMAIL_LABELS[v]}
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
              {saving ? 'Saving…' : 'Save notification settings'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
