import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FieldFrame, fieldErrorId } from './field-frame.view';
import classes from './field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  /** The input itself (a prop since React 19), for a form that moves the focus. */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input whose error is tied to it (`aria-invalid`, `aria-describedby`). */
export function TextField({ label, error, required = false, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} required={required} error={error}>
      <input
        {...input}
        id={id}
        className={className ? `${classes.input} ${className}` : classes.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
    </FieldFrame>
  );
}
