import { useId, useState } from 'react';
import { FieldFrame, fieldErrorId } from './field-frame.view';
import classes from './field.module.css';
import type { TextFieldProps } from './text-field.view';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** The name of the button that shows or hides the password. */
  toggleLabel: string;
};

/**
 * A password input with a button that shows or hides what was typed. The button comes right after the input
 * in the tab order and says whether the password shows (`aria-pressed`).
 */
export function PasswordField({ label, error, required = false, toggleLabel, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame inputId={id} label={label} required={required} error={error}>
      <div className={classes.withSection}>
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className={classes.input}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
        <button
          type="button"
          className={classes.section}
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}
