import classes from './spinner.module.css';

type SpinnerProps = {
  /** Diameter in pixels (Mantine's Loader: 36 for `md`, 22 for `sm`, 18 inside a button). */
  size?: number;
  /** The name a screen reader gives it; without one it is decoration (a busy button already says so). */
  label?: string;
};

/** Mantine's oval Loader, drawn by CSS alone: the first screen shows it without Mantine's code. */
export function Spinner({ size = 36, label }: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as React.CSSProperties;
  return label ? (
    <span className={classes.spinner} style={style} role="status" aria-label={label} />
  ) : (
    <span className={classes.spinner} style={style} aria-hidden="true" />
  );
}
