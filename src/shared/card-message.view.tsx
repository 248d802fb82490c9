import type { ReactNode } from 'react';
import type { ButtonProps } from '../ui/button.view';
import { Button } from '../ui/button.view';
import classes from './card-message.module.css';

type CardMessageProps = {
  /** Red for what went wrong, yellow for a warning, blue for information (nothing to correct). */
  color: 'red' | 'yellow' | 'blue';
  title?: ReactNode;
  role?: 'alert' | 'status';
  children: ReactNode;
  /** A button under the text that does something about it (try again, go on without the application). */
  action?: { label: ReactNode; onClick: NonNullable<ButtonProps['onClick']> };
};

/** A message in the login card, in the colours of Mantine's light Alert. */
export function CardMessage({ color, title, role = 'alert', children, action }: CardMessageProps) {
  return (
    <div className={classes.message} data-color={color} role={role}>
      {title && <p className={classes.title}>{title}</p>}
      <div className={classes.body}>{children}</div>
      {action && (
        <Button
          className={classes.action}
          size="xs"
          variant="light"
          tone={color === 'red' ? 'red' : 'primary'}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )}
    </div>
  );
}
