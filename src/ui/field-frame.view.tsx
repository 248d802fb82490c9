import type { ReactNode } from 'react';
import classes from './field.module.css';

type FieldFrameProps = {
  inputId: string;
  label: string;
  required: boolean;
  /** The field's error, shown under it; the input names it in `aria-describedby` (see `fieldErrorId`). */
  error: string | undefined;
  children: ReactNode;
};

/** The id of the error text under the input `inputId`. */
export const fieldErrorId = (inputId: string) => `${inputId}-error`;

/** A field's label, its input, and its error: Mantine's Input.Wrapper, without Mantine's code. */
export function FieldFrame({ inputId, label, required, error, children }: FieldFrameProps) {
  return (
    <div className={classes.field} data-error={error ? true : undefined}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={classes.asterisk} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className={classes.error} id={fieldErrorId(inputId)}>
          {error}
        </p>
      )}
    </div>
  );
}
