import { useEffect, useRef } from 'react';
import { TextField } from './text-field.view';
import classes from './captcha-field.module.css';

type CaptchaFieldProps = {
  /** The picture (a data URL); none while the first one loads. */
  image: string | null;
  /** A new picture is on its way: the image button waits. */
  drawing: boolean;
  error: string | undefined;
  onRefresh: () => void;
  labels: { field: string; refresh: string; image: string };
  /** Takes the focus as it appears, and with each new picture (a wrong answer was refused). */
  autoFocus?: boolean;
};

/**
 * A picture captcha: the field `captcha` and, beside it, the picture, which draws another when clicked. Each new
 * picture takes the answer typed for the old one away (a user who corrects only the password would send it
 * again and be refused); a picture the user asked for takes the focus too.
 */
export function CaptchaField({ image, drawing, error, onRefresh, labels, autoFocus }: CaptchaFieldProps) {
  const row = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current || image === null) return;
    asked.current = false;
    row.current?.querySelector('input')?.focus();
  }, [image]);
  return (
    <div className={classes.row} ref={row}>
      <TextField
        // A new field for each picture: empty, and focused again where autoFocus says so.
        key={image ?? ''}
        name="captcha"
        label={labels.field}
        autoComplete="off"
        required
        error={error}
        autoFocus={autoFocus}
        // No answer before the picture it answers shows: what is typed meanwhile would be for the old one.
        readOnly={drawing}
      />
      <button
        type="button"
        className={classes.image}
        onClick={() => {
          asked.current = true;
          onRefresh();
        }}
        disabled={drawing}
        aria-label={labels.refresh}
        title={labels.refresh}
      >
        {image && <img src={image} alt={labels.image} />}
      </button>
    </div>
  );
}
