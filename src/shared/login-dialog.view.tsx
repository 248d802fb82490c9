import type { ReactNode } from 'react';
import { lazyView } from './lazy-view';

const DialogBody = lazyView(() => import('./login-dialog-body.view'));

type Props = { opened: boolean; title: string; onClose: () => void; children: ReactNode };

/** A blocking notice the user acknowledges; its code (Mantine's Modal) loads only when one opens. */
export function LoginDialog(props: Props) {
  return props.opened ? <DialogBody {...props} /> : null;
}
