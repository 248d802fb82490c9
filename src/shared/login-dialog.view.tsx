import { Suspense, lazy, type ReactNode } from 'react';

const DialogBody = lazy(() => import('./login-dialog-body.view'));

type Props = { opened: boolean; title: string; onClose: () => void; children: ReactNode };

/** A blocking notice the user acknowledges; its code (Mantine's Modal) loads only when one opens. */
export function LoginDialog(props: Props) {
  return props.opened ? (
    <Suspense fallback={null}>
      <DialogBody {...props} />
    </Suspense>
  ) : null;
}
