import { useState } from 'react';
import { usePasswordStrength } from './usePasswordStrength';

/**
 * The new password and its confirmation as typed, with the password's strength: the estimator
 * loads once the person starts on the password (usePasswordStrength), so a page that is only
 * looked at does not download its dictionaries.
 */
export function useNewPassword(userInputs: string[]) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [typing, setTyping] = useState(false);
  const { strength, status } = usePasswordStrength(password, userInputs, typing);
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    startTyping: () => setTyping(true),
    strength,
    /** A password is typed and its strength is not known yet. */
    estimating: password.length > 0 && status === 'loading',
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;
