import type { ReactNode } from 'react';
import { lazyView } from './lazy-view';

const DialogBody = lazyView(() => import('./login-dialog-body.view'));

export type DialogAction = { label: string; onClick: () => void };
type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A button beside 我知道了, the way on that the dialog offers (the first to take focus). */
  action?: DialogAction;
  /** False: the action is the only way out (no close cross, Escape or 我知道了). */
  dismissable?: boolean;
};

/** A blocking notice the user acknowledges; its code (Mantine's Modal) loads only when one opens. */
export function LoginDialog(props: Props) {
  return props.opened ? <DialogBody {...props} /> : null;
}
