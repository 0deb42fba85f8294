export interface PasswordInputProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  onFocus?(): void;
  /** The field's first message, shown under it and announced with it. */
  error?: string;
  errorId: string;
  /** Further ids that describe the field (the strength meter). */
  describedBy?: string;
}

/** One password entry of the change-password form, with its label and its message. */
export function PasswordInput({ id, label, autoComplete, value, onChange, onFocus, error, errorId, describedBy }: PasswordInputProps) {
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="password"
        autoComplete={autoComplete}
        value={value}
        onFocus={onFocus}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
