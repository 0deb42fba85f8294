import { useId, useState, type FormEvent } from 'react';
import { ApiError, notifyError, notifySuccess, useApiData } from '@portal/kit';
import type { AccessTokenSummary } from '@portal/contracts/accessTokens';
import { TOKEN_EXPIRY_DAYS, accessTokenSchema, type TokenAccess } from '@portal/contracts/rules/accessTokens';
import { API_REFERENCE_PAGE } from '@portal/contracts/system';
import { createAccessToken, loadAccessTokens, revokeAccessToken } from '../api/accessTokens';

/**
 * Personal access tokens for the customer's own systems (docs/public-api.md): made with a name,
 * an expiry, the organisations it may read and read-only or read-write; the secret is shown once,
 * right after it is made. Listed with the last use; revoked at once.
 */
type Field = 'name' | 'expiresInDays' | 'organisations' | 'access';
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : 'Never');

function validate(input: unknown): Partial<Record<Field, string>> {
  try {
    accessTokenSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Partial<Record<Field, string>> = {};
    for (const e of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) errors[(e.path ?? 'name').split('[')[0] as Field] ??= e.message;
    return errors;
  }
}

function state(t: AccessTokenSummary): { label: string; className: string } {
  if (t.revokedAt) return { label: 'Revoked', className: 'badge badge-muted' };
  if (Date.parse(t.expiresAt) <= Date.now()) return { label: 'Expired', className: 'badge badge-muted' };
  return { label: 'Active', className: 'badge profile-status-active' };
}

export function AccessTokens({ impersonating }: { impersonating: boolean }) {
  const id = useId();
  const { data, error, reload } = useApiData((signal) => loadAccessTokens(signal));
  const [name, setName] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number>(90);
  const [access, setAccess] = useState<TokenAccess>('read');
  const [organisations, setOrganisations] = useState<string[]>([]);
  const [revokeOnPasswordChange, setRevokeOnPasswordChange] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const toggle = (code: string, on: boolean) => setOrganisations((list) => (on ? [...list, code] : list.filter((c) => c !== code)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { name, expiresInDays, access, organisations, revokeOnPasswordChange };
    const found = validate(input);
    setErrors(found);
    const first = (['name', 'organisations'] as Field[]).find((f) => found[f]);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${first ?? 'name'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await createAccessToken(input);
      setCreated({ name: res.accessToken.name, token: res.token });
      setName('');
      setOrganisations([]);
      reload();
    } catch (err) {
      if (err instanceof ApiError && err.isValidation) setErrors(err.fieldErrorMap() as Partial<Record<Field, string>>);
      else notifyError('The token could not be created.');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (t: AccessTokenSummary) => {
    if (!window.confirm(`Revoke “${t.name}”? Systems using it stop at once.`)) return;
    try {
      await revokeAccessToken(t.id);
      notifySuccess(`“${t.name}” is revoked.`);
      reload();
    } catch {
      notifyError('The token could not be revoked.');
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      notifySuccess('Copied.');
    } catch {
      notifyError('Copy it by hand: select the token and copy.');
    }
  };

  return (
    <section className="card stack access-tokens" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Access tokens</h3>
      <p className="muted profile-note">
        Let your own systems (an ERP, a TMS) read your shipments, documents and quotes through the <a href={API_REFERENCE_PAGE}>public API</a>, and register webhooks. A token
        reads only the organisations you choose for it.
      </p>
      {created && (
        <div className="access-token-created stack" role="status">
          <p>
            <strong>“{created.name}” is ready.</strong> Copy it now: it is not shown again.
          </p>
          <div className="row">
            <input className="input access-token-secret" readOnly value={created.token} aria-label="The new access token" onFocus={(e) => e.target.select()} />
            <button type="button" className="btn" onClick={() => void copy()}>
              Copy
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setCreated(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      {error ? (
        <p role="alert">
          Your tokens could not be loaded.{' '}
          <button type="button" className="btn btn-sm" onClick={reload}>
            Retry
          </button>
        </p>
      ) : !data ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : (
        <>
          {data.tokens.length === 0 ? (
            <p className="muted">No tokens yet.</p>
          ) : (
            <div className="access-token-list">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Reads</th>
                    <th scope="col">Expires</th>
                    <th scope="col">Last used</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.tokens.map((t) => {
                    const s = state(t);
                    return (
                      <tr key={t.id} className={s.label === 'Active' ? undefined : 'is-muted'}>
                        <td>
                          <strong>{t.name}</strong> <span className={s.className}>{s.label}</span>
                          <br />
                          <code>{t.hint}</code> · {t.access === 'write' ? 'read and write' : 'read only'}
                        </td>
                        <td>{t.organisations.join(', ')}</td>
                        <td>{day(t.expiresAt)}</td>
                        <td>{when(t.lastUsedAt)}</td>
                        <td>
                          {s.label === 'Active' && (
                            <button type="button" className="btn btn-sm" onClick={() => void revoke(t)} aria-label={`Revoke ${t.name}`}>
                              Revoke
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {impersonating ? (
            <p className="muted">Only the user can create tokens; you are acting on behalf of this user.</p>
          ) : (
            <form className="stack access-token-form" onSubmit={submit} noValidate aria-labelledby={`${id}-new`}>
              <h4 id={`${id}-new`}>New token</h4>
              <div className="form-grid">
                <div className="field">
                  <label htmlFor={`${id}-name`}>Name</label>
                  <input
                    id={`${id}-name`}
                    className="input"
                    value={name}
                    maxLength={80}
                    placeholder="ERP shipment import"
                    onChange={(e) => setName(e.target.value)}
                    aria-invalid={errors.name ? true : undefined}
                    aria-describedby={errors.name ? `${id}-name-error` : undefined}
                  />
                  {errors.name && (
                    <p id={`${id}-name-error`} className="field-error">
                      {errors.name}
                    </p>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-expiresInDays`}>Expires after</label>
                  <select id={`${id}-expiresInDays`} className="input" value={expiresInDays} onChange={(e) => setExpiresInDays(Number(e.target.value))}>
                    {TOKEN_EXPIRY_DAYS.map((d) => (
                      <option key={d} value={d}>
                        {d === 365 ? '1 year' : `${d} days`}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <fieldset className="access-token-fieldset" aria-describedby={errors.organisations ? `${id}-organisations-error` : undefined}>
                <legend className="label">Organisations it may read</legend>
                <div className="access-token-options">
                  {data.organisations.map((o, i) => (
                    <label key={o.value} className="checkbox">
                      <input
                        id={i === 0 ? `${id}-organisations` : undefined}
                        type="checkbox"
                        checked={organisations.includes(o.value)}
                        onChange={(e) => toggle(o.value, e.target.checked)}
                      />
                      {o.label}
                    </label>
                  ))}
                </div>
                {errors.organisations && (
                  <p id={`${id}-organisations-error`} className="field-error">
                    {errors.organisations}
                  </p>
                )}
              </fieldset>
              <fieldset className="access-token-fieldset">
                <legend className="label">Access</legend>
                <div className="row">
                  <label className="checkbox">
                    <input type="radio" name={`${id}-access`} checked={access === 'read'} onChange={() => setAccess('read')} /> Read only
                  </label>
                  <label className="checkbox">
                    <input type="radio" name={`${id}-access`} checked={access === 'write'} onChange={() => setAccess('write')} /> Read and write (quotes, read marks, webhooks)
                  </label>
                </div>
              </fieldset>
              <label className="checkbox">
                <input type="checkbox" checked={revokeOnPasswordChange} onChange={(e) => setRevokeOnPasswordChange(e.target.checked)} /> Stop working when I change my password
              </label>
              <div className="form-actions">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? 'Creating…' : 'Create token'}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
