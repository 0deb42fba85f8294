import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useShellT } from '../../i18n/useShellT';
import { ApiError, bus, handleError, notifySuccess, refreshProfile } from '@portal/kit';
import type { UserProfile } from '@portal/contracts/portal';
import { AVATAR_ACCEPT, AVATAR_LIMIT_KB, avatarFileProblem } from '@portal/contracts/rules/avatar';
import { updateAvatar } from '../api/updateAvatar';
import { UserAvatar } from './UserAvatar';

/** Upload a picture or regenerate the default; the header follows through the store. */
export function AvatarEditor({ profile }: { profile: UserProfile }) {
  const t = useShellT();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'regenerate' | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    const problem = chosen ? avatarFileProblem(chosen) : null;
    setError(problem);
    setFile(chosen && !problem ? chosen : null);
    setPreview(chosen && !problem ? URL.createObjectURL(chosen) : null);
  };

  const save = async (change: { file: File } | { regenerate: true }) => {
    setBusy('file' in change ? 'upload' : 'regenerate');
    setError(null);
    try {
      const { avatarId } = await updateAvatar(profile.avatar?.id ?? null, change);
      await refreshProfile();
      bus.emit('profile:changed', { avatarId });
      notifySuccess(t('avatar.updated'));
      setFile(null);
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (err) {
      if (err instanceof ApiError && err.isValidation) setError(err.fieldErrorMap().avatar ?? err.firstFieldMessages()[0] ?? err.message);
      else handleError(err, t('avatar.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="avatar-editor" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('avatar.title')}</h3>
      <div className="row avatar-editor-row">
        <UserAvatar profile={profile} src={preview ?? undefined} />
        <div className="stack avatar-editor-controls">
          <div className="field">
            <label htmlFor={inputId}>{t('avatar.picture', { megabytes: AVATAR_LIMIT_KB / 1024 })}</label>
            {/* The browser's own file input cuts its text ("No fil…osen") in a narrow box: the
                input stays (focusable, for screen readers) but what shows is a theme button and the
                chosen file's whole name. */}
            <div className="file-picker">
              <input
                ref={inputRef}
                id={inputId}
                className="sr-only file-picker-input"
                type="file"
                accept={AVATAR_ACCEPT.join(',')}
                onChange={choose}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-chosen${error ? ` ${errorId}` : ''}`}
              />
              <label htmlFor={inputId} className="btn btn-sm file-picker-button">
                {t('avatar.choose')}
              </label>
              <span id={`${inputId}-chosen`} className="muted file-picker-name">
                {file ? file.name : t('avatar.noneChosen')}
              </span>
            </div>
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="row">
            <button type="button" className="btn btn-primary" disabled={!file || busy !== null} onClick={() => file && save({ file })}>
              {busy === 'upload' ? t('avatar.uploading') : t('avatar.upload')}
            </button>
            <button type="button" className="btn" disabled={busy !== null} onClick={() => save({ regenerate: true })}>
              {busy === 'regenerate' ? t('avatar.regenerating') : t('avatar.regenerate')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
