import type { Strength } from '../hooks/usePasswordStrength';
import { PasswordInput } from './PasswordInput';
import { StrengthMeter } from './StrengthMeter';
import { useShellT } from '../../i18n/useShellT';

interface NewPasswordFieldsProps {
  /** The fields' ids start with it: `<prefix>-password`, `<prefix>-strength`, `<prefix>-confirmation`. */
  idPrefix: string;
  password: string;
  confirmation: string;
  /** The new password as typed; the form clears the server's messages and estimates its strength. */
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  /** The person started on the new password (the strength estimator loads then). */
  onTyping(): void;
  errors: { password?: string; confirmation?: string };
  strength: Strength | null;
  estimating: boolean;
}

/** A new password, its strength and its confirmation: the reset page and the change-password form alike. */
export function NewPasswordFields({ idPrefix, password, confirmation, onPassword, onConfirmation, onTyping, errors, strength, estimating }: NewPasswordFieldsProps) {
  const t = useShellT();
  return (
    <>
      <PasswordInput
        id={`${idPrefix}-password`}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        value={password}
        onFocus={onTyping}
        onChange={(value) => {
          onTyping();
          onPassword(value);
        }}
        error={errors.password}
        errorId={`${idPrefix}-password-error`}
        describedBy={`${idPrefix}-strength`}
      />
      <StrengthMeter id={`${idPrefix}-strength`} strength={strength} loading={estimating} />
      <PasswordInput
        id={`${idPrefix}-confirmation`}
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        error={errors.confirmation}
        errorId={`${idPrefix}-confirmation-error`}
      />
    </>
  );
}
