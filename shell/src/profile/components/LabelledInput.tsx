export interface LabelledInputProps {
  id: string;
  label: string;
  /** A password unless said otherwise. */
  type?: 'email' | 'password';
  autoComplete: 'username' | 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  onFocus?(): void;
  /** The field's first message, shown under it and announced with it. */
  error?: string;
  errorId: string;
  /** Further ids that describe the field (the strength meter). */
  describedBy?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** One entry of the password and sign-in forms (an address, a password), with its label and its message. */
export function LabelledInput({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  onFocus,
  error,
  errorId,
  describedBy,
  required,
  autoFocus,
}: LabelledInputProps) {
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onFocus={onFocus}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        required={required}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
