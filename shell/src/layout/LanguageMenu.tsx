import { useState } from 'react';
import { chooseLanguage, notifyError, usePortal } from '@portal/kit';
import { LANGUAGES } from '../i18n/messages';
import { useShellT } from '../i18n/useShellT';

/**
 * The portal's language: shown at once (every mounted remote follows through the bus), kept on the
 * account when signed in. Each language is named in itself, as a reader of it looks for it.
 */
export function LanguageMenu({ id, className = 'lang-select' }: { id: string; className?: string }) {
  const t = useShellT();
  const language = usePortal((s) => s.language);
  const [busy, setBusy] = useState(false);
  if (LANGUAGES.length < 2) return null;
  return (
    <select
      id={id}
      className={className}
      value={language}
      aria-label={t('language.label')}
      disabled={busy}
      onChange={(e) => {
        setBusy(true);
        chooseLanguage(e.target.value)
          .catch(() => notifyError(t('language.failed')))
          .finally(() => setBusy(false));
      }}
    >
      {LANGUAGES.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
