import type { ReactNode } from 'react';

/**
 * A labelled form field with its message element. The message element is always there (`<id>-error`,
 * `aria-live="polite"`): the server fills it on a refused post, live validation fills and clears it
 * while the visitor types, and a live region that exists before its text changes is announced.
 */
function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** What the control itself says about its state: invalid, described by its message. */
function stateAttributes(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: error ? 'error' : undefined,
  } as const;
}

export function TextField({
  id,
  name,
  label,
  type,
  autoComplete,
  defaultValue,
  error,
  required = true,
  maxLength,
  encrypt = false,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  defaultValue?: string;
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
  /** Sent encrypted with the shop's public key (`data-encrypt`); the form needs `data-encrypt-key-url`. */
  encrypt?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email';
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        inputMode={inputMode}
        data-encrypt={encrypt ? '' : undefined}
        {...stateAttributes(id, error)}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  name,
  label,
  autoComplete,
  options,
  defaultValue,
  error,
  alsoValidates,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  error?: string | undefined;
  /** Widgets whose rules read this value: live validation checks them again when it changes. */
  alsoValidates?: string;
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        data-validate-also={alsoValidates}
        required
        {...stateAttributes(id, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
