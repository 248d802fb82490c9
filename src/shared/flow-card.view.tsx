import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TenantData } from '../../machines/boot/boot.machine';
import classes from './flow-card.module.css';
import { LoginLayout } from './login-layout.view';
import { MantineScope } from './mantine-scope';

/** A flow's page after the login (password change, second factor, login access): one card in the tenant's frame. */
export function FlowCard({ tenant, children }: { tenant: TenantData; children: ReactNode }) {
  return (
    <MantineScope>
      <LoginLayout tenant={tenant}>
        <Paper className={classes.card} shadow="md" radius="md" p="xl" withBorder>
          {children}
        </Paper>
      </LoginLayout>
    </MantineScope>
  );
}
