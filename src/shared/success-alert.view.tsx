import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './success-alert.module.css';

/**
 * What a flow says when it succeeded and goes on by itself (password changed, factor passed, registered): a
 * light green notice read out as a status, its title in a colour that can be read on it
 * (success-alert.module.css).
 */
export function SuccessAlert({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Alert
      color="green"
      role="status"
      title={title}
      classNames={{ root: classes.alert, title: classes.title }}
    >
      {children}
    </Alert>
  );
}
