import { useEffect, useRef } from 'react';
import { TextField } from './text-field.view';
import classes from './captcha-field.module.css';

type CaptchaFieldProps = {
  /** The code of the picture's challenge: a new one is a new picture. Null while none is there. */
  challenge: string | null;
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
 * A picture captcha: the field `captcha` and, beside it, the picture, which draws another when clicked. A new
 * picture takes the answer typed for the old one away (sent again, it would be refused), in place, so a field
 * that has the focus keeps it; a picture the user asked for, or one after a refused answer, takes the focus.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  const { challenge, image, drawing, error, onRefresh, labels, autoFocus } = props;
  const row = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  // The last picture shown: a form may drop its picture while it draws the next (null between the two).
  const shown = useRef(challenge);
  useEffect(() => {
    const input = row.current?.querySelector('input');
    if (challenge === null || challenge === shown.current || !input) return;
    if (shown.current !== null) input.value = '';
    shown.current = challenge;
    if (asked.current || autoFocus) input.focus();
    asked.current = false;
  }, [challenge, autoFocus]);
  return (
    <div className={classes.row} ref={row}>
      <TextField
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
