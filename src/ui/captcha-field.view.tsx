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
  /** Takes the focus as it appears (a wrong answer was refused). */
  autoFocus?: boolean;
};

/** A picture captcha: the field `captcha` and, beside it, the picture, which draws another when clicked. */
export function CaptchaField({ image, drawing, error, onRefresh, labels, autoFocus }: CaptchaFieldProps) {
  return (
    <div className={classes.row}>
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
        onClick={onRefresh}
        disabled={drawing}
        aria-label={labels.refresh}
        title={labels.refresh}
      >
        {image && <img src={image} alt={labels.image} />}
      </button>
    </div>
  );
}
