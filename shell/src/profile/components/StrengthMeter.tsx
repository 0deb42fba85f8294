import { MIN_PASSWORD_SCORE } from '@portal/contracts/rules/password';
import { useShellT } from '../../i18n/useShellT';
import type { Strength } from '../hooks/usePasswordStrength';

/**
 * Five bars, one per zxcvbn score (0..4), so "Very weak" lights one red bar and differs from
 * nothing entered; the text (not the colour) carries the meaning for screen readers. zxcvbn's
 * warning and suggestions arrive as its keys and are worded here, in the active language.
 */
export function StrengthMeter({ id, strength, loading }: { id: string; strength: Strength | null; loading: boolean }) {
  const t = useShellT();
  const score = strength?.score ?? -1;
  const label = loading ? t('password.checking') : strength ? t(`password.strength.${strength.score}`) : t('password.notEntered');
  const level = score < 0 ? 'none' : score < MIN_PASSWORD_SCORE ? 'weak' : score < 3 ? 'fair' : 'strong';
  return (
    <div id={id} className={`strength strength-${level}`}>
      <div className="strength-bars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span key={bar} className={score >= bar ? 'strength-bar is-on' : 'strength-bar'} />
        ))}
      </div>
      <p className="strength-label" aria-live="polite">
        {t('password.strengthLabel')} <strong>{label}</strong>
      </p>
      {strength && (strength.warning || strength.suggestions.length > 0) && (
        <ul className="strength-hints muted">
          {strength.warning && <li>{t(`password.hints.warnings.${strength.warning}`)}</li>}
          {strength.suggestions.map((key) => (
            <li key={key}>{t(`password.hints.suggestions.${key}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
