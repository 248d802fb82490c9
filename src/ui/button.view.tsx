import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.view';
import classes from './button.module.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Mantine's variants: a filled primary control, a tinted one, or text that tints on hover. */
  variant?: 'filled' | 'light' | 'subtle';
  tone?: 'primary' | 'red';
  /** `md` is Mantine's default size (36 px), `xs` 30 px, `compact` its compact-sm (26 px). */
  size?: 'md' | 'xs' | 'compact';
  fullWidth?: boolean;
  /** Busy: the label gives way to a spinner and the button cannot be pressed again. */
  loading?: boolean;
};

/**
 * The first screen's button, drawn like Mantine's Button from the same theme variables, without Mantine's
 * code (which the first download cannot afford: docs/speed.md).
 */
export function Button({
  variant = 'filled',
  tone = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-block={fullWidth || undefined}
      data-loading={loading || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className={classes.label}>{children}</span>
      {loading && (
        <span className={classes.busy}>
          <Spinner size={18} />
        </span>
      )}
    </button>
  );
}
