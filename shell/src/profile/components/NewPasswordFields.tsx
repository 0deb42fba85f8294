import type { NewPassword } from '../hooks/useNewPassword';
import { LabelledInput } from './LabelledInput';
import { StrengthMeter } from './StrengthMeter';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '@portal/contracts/rules/password';
import { ruleMessage, useShellT } from '../../i18n/useShellT';

const LIMITS = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };

interface NewPasswordFieldsProps {
  /** The fields' ids start with it: `<prefix>-password`, `<prefix>-strength`, `<prefix>-confirmation`. */
  idPrefix: string;
  /** What is typed and its strength (useNewPassword). */
  entry: NewPassword;
  /** The new password changed: the form clears the server's messages about it. */
  onPasswordEdit(): void;
  errors: { password?: string; password_confirmation?: string };
}

/** A new password, its strength and its confirmation: the reset page and the change-password form alike. */
export function NewPasswordFields({ idPrefix, entry, onPasswordEdit, errors }: NewPasswordFieldsProps) {
  const t = useShellT();
  return (
    <>
      <LabelledInput
        id={`${idPrefix}-password`}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        value={entry.password}
        onFocus={entry.startTyping}
        onChange={(value) => {
          entry.startTyping();
          entry.setPassword(value);
          onPasswordEdit();
        }}
        error={ruleMessage(t, PASSWORD_MESSAGES, errors.password, LIMITS)}
        errorId={`${idPrefix}-password-error`}
        describedBy={`${idPrefix}-strength`}
      />
      <StrengthMeter id={`${idPrefix}-strength`} strength={entry.strength} loading={entry.estimating} />
      <LabelledInput
        id={`${idPrefix}-confirmation`}
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        value={entry.confirmation}
        onChange={entry.setConfirmation}
        error={ruleMessage(t, PASSWORD_MESSAGES, errors.password_confirmation)}
        errorId={`${idPrefix}-confirmation-error`}
      />
    </>
  );
}
