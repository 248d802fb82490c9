import { type CSSProperties, type ReactNode, useEffect } from 'react';
import type { PanelVisibilityEvent } from '../../machines/shared/panel-visibility';
import classes from './scan-panel.module.css';

/**
 * The panels of the login types one signs in to by scanning (the QR login's code, an embedded provider's QR
 * page): a frame, a status line under it, and whatever else the type says below.
 */
export function ScanPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={classes.panel} aria-label={label}>
      {children}
    </section>
  );
}

/** The frame of the code or page; `over` (a spinner, a button, a notice) covers it, what it shows faded. */
export function ScanFrame(props: {
  over: ReactNode;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  const { over, children, className, style } = props;
  return (
    <div
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={style}
      data-dimmed={over ? true : undefined}
    >
      {children}
      {over ? <div className={classes.over}>{over}</div> : null}
    </div>
  );
}

/** The line under the frame; `live` (the default) when it follows the flow, so screen readers say it. */
export function ScanStatus({ children, live = true }: { children: ReactNode; live?: boolean }) {
  return (
    <p className={classes.status} role={live ? 'status' : undefined}>
      {children}
    </p>
  );
}

/**
 * Tells a scan panel's flow whether its tab shows: while another tab's form is in its place nobody sees the
 * code or page, so the flow stops keeping it fresh.
 */
export function usePanelVisibility(flow: { send: (event: PanelVisibilityEvent) => void }, shown: boolean) {
  useEffect(() => flow.send({ type: shown ? 'panel.shown' : 'panel.hidden' }), [flow, shown]);
}
