import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

type ResendButtonProps = {
  /** Seconds until another code may be sent (the 60 s countdown of SPEC 9); 0: now. */
  resendIn: number;
  /** A code was sent already: the button offers another. */
  sent: boolean;
  sending?: boolean;
  onSend: () => void;
  /** What the button says: before the first code, after it, and while the countdown runs. */
  labels: { first: ReactNode; again: ReactNode; waiting: ReactNode };
};

/** The button that sends a code, then waits out the countdown before it sends another: every method's. */
export function ResendButton({ resendIn, sent, sending = false, onSend, labels }: ResendButtonProps) {
  return (
    <Button variant="outline" fullWidth loading={sending} disabled={sending || resendIn > 0} onClick={onSend}>
      {resendIn > 0 ? labels.waiting : sent ? labels.again : labels.first}
    </Button>
  );
}
