import { useId, useState, type FormEvent } from 'react';
import { ApiError, notifyError, notifySuccess, useApiData, useFormat, type Formatters } from '@portal/kit';
import { ruleMessage, useShellT } from '../../i18n/useShellT';
import type { AccessTokenSummary } from '@portal/contracts/accessTokens';
import { ACCESS_TOKEN_MESSAGES, TOKEN_EXPIRY_DAYS, accessTokenSchema, type TokenAccess } from '@portal/contracts/rules/accessTokens';
import { API_REFERENCE_PAGE } from '@portal/contracts/system';
import { RowButton, useRowAction } from '@portal/ui/RowAction';
import { TableHead } from '@portal/ui/TableHead';
import { createAccessToken, loadAccessTokens, revokeAccessToken } from '../api/accessTokens';

/**
 * Personal access tokens for the customer's own systems (docs/public-api.md): made with a name,
 * an expiry, the organisations it may read and read-only or read-write; the secret is shown once,
 * right after it is made. Listed with the last use; revoked at once.
 */
type Field = 'name' | 'expiresInDays' | 'organisations' | 'access';
type T = ReturnType<typeof useShellT>;
// English keeps the ISO dates its tests read; another language writes them its way.
const day = (format: Formatters, iso: string | null) => (!iso ? '—' : format.language === 'en' ? iso.slice(0, 10) : format.date(iso));
const when = (t: T, format: Formatters, iso: string | null) =>
  !iso ? t('user.never') : format.language === 'en' ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : format.date(iso, 'D MMM YYYY HH:mm');

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

function state(token: AccessTokenSummary): { status: 'revoked' | 'expired' | 'active'; className: string } {
  if (token.revokedAt) return { status: 'revoked', className: 'badge badge-muted' };
  if (Date.parse(token.expiresAt) <= Date.now()) return { status: 'expired', className: 'badge badge-muted' };
  return { status: 'active', className: 'badge profile-status-active' };
}

export function AccessTokens({ impersonating }: { impersonating: boolean }) {
  const t = useShellT();
  const format = useFormat();
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
  const { busyRow, run } = useRowAction(reload);

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
      else notifyError(t('tokens.createFailed'));
    } finally {
      setBusy(false);
    }
  };

  const revoke = (token: AccessTokenSummary) => {
    if (!window.confirm(t('tokens.revokeConfirm', { name: token.name }))) return;
    const revoked = async () => {
      await revokeAccessToken(token.id);
      return t('tokens.revoked', { name: token.name });
    };
    void run(String(token.id), revoked, () => t('tokens.revokeFailed'));
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      notifySuccess(t('tokens.copied'));
    } catch {
      notifyError(t('tokens.copyByHand'));
    }
  };

  return (
    <section className="card stack access-tokens" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('tokens.title')}</h3>
      <p className="muted profile-note">
        {t('tokens.introBefore')}
        <a href={API_REFERENCE_PAGE}>{t('tokens.publicApi')}</a>
        {t('tokens.introAfter')}
      </p>
      {created && (
        <div className="access-token-created stack" role="status">
          <p>
            <strong>{t('tokens.ready', { name: created.name })}</strong> {t('tokens.copyNow')}
          </p>
          <div className="row">
            <input className="input access-token-secret" readOnly value={created.token} aria-label={t('tokens.newToken')} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn" onClick={() => void copy()}>
              {t('tokens.copy')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setCreated(null)}>
              {t('tokens.done')}
            </button>
          </div>
        </div>
      )}
      {error ? (
        <p role="alert">
          {t('tokens.loadFailed')}{' '}
          <button type="button" className="btn btn-sm" onClick={reload}>
            {t('states.retry')}
          </button>
        </p>
      ) : !data ? (
        <p className="muted" role="status">
          {t('states.loading')}
        </p>
      ) : (
        <>
          {data.tokens.length === 0 ? (
            <p className="muted">{t('tokens.none')}</p>
          ) : (
            <div className="access-token-list">
              <table className="table">
                <TableHead columns={[t('tokens.name'), t('tokens.reads'), t('tokens.expires'), t('tokens.lastUsed')]} actions={t('tokens.actions')} />
                <tbody>
                  {data.tokens.map((token) => {
                    const s = state(token);
                    return (
                      <tr key={token.id} className={s.status === 'active' ? undefined : 'is-muted'}>
                        <td>
                          <strong>{token.name}</strong> <span className={s.className}>{t(`tokens.status.${s.status}`)}</span>
                          <br />
                          <code>{token.hint}</code> · {token.access === 'write' ? t('tokens.readWrite') : t('tokens.readOnly')}
                        </td>
                        <td>{token.organisations.join(', ')}</td>
                        <td>{day(format, token.expiresAt)}</td>
                        <td>{when(t, format, token.lastUsedAt)}</td>
                        <td>
                          {s.status === 'active' && (
                            <RowButton
                              text={t('tokens.revoke')}
                              label={t('tokens.revokeOf', { name: token.name })}
                              disabled={busyRow !== null}
                              onClick={() => revoke(token)}
                            />
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
            <p className="muted">{t('tokens.onlyUser')}</p>
          ) : (
            <form className="stack access-token-form" onSubmit={submit} noValidate aria-labelledby={`${id}-new`}>
              <h4 id={`${id}-new`}>{t('tokens.new')}</h4>
              <div className="form-grid">
                <div className="field">
                  <label htmlFor={`${id}-name`}>{t('tokens.name')}</label>
                  <input
                    id={`${id}-name`}
                    className="input"
                    value={name}
                    maxLength={80}
                    placeholder={t('tokens.namePlaceholder')}
                    onChange={(e) => setName(e.target.value)}
                    aria-invalid={errors.name ? true : undefined}
                    aria-describedby={errors.name ? `${id}-name-error` : undefined}
                  />
                  {errors.name && (
                    <p id={`${id}-name-error`} className="field-error">
                      {ruleMessage(t, ACCESS_TOKEN_MESSAGES, errors.name)}
                    </p>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-expiresInDays`}>{t('tokens.expiresAfter')}</label>
                  <select id={`${id}-expiresInDays`} className="input" value={expiresInDays} onChange={(e) => setExpiresInDays(Number(e.target.value))}>
                    {TOKEN_EXPIRY_DAYS.map((d) => (
                      <option key={d} value={d}>
                        {d === 365 ? t('tokens.oneYear') : t('tokens.days', { count: d })}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <fieldset className="access-token-fieldset" aria-describedby={errors.organisations ? `${id}-organisations-error` : undefined}>
                <legend className="label">{t('tokens.organisations')}</legend>
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
                    {ruleMessage(t, ACCESS_TOKEN_MESSAGES, errors.organisations)}
                  </p>
                )}
              </fieldset>
              <fieldset className="access-token-fieldset">
                <legend className="label">{t('tokens.access')}</legend>
                <div className="row">
                  <label className="checkbox">
                    <input type="radio" name={`${id}-access`} checked={access === 'read'} onChange={() => setAccess('read')} /> {t('tokens.accessRead')}
                  </label>
                  <label className="checkbox">
                    <input type="radio" name={`${id}-access`} checked={access === 'write'} onChange={() => setAccess('write')} /> {t('tokens.accessWrite')}
                  </label>
                </div>
              </fieldset>
              <label className="checkbox">
                <input type="checkbox" checked={revokeOnPasswordChange} onChange={(e) => setRevokeOnPasswordChange(e.target.checked)} /> {t('tokens.revokeOnPasswordChange')}
              </label>
              <div className="form-actions">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? t('tokens.creating') : t('tokens.create')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
