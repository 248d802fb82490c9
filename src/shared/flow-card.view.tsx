import { Paper } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TenantData } from '../../machines/boot/boot.machine';
import type { FlowId, LogicOf } from '../../machines/app/flow-table';
import { useAppSelector, useFlowActor } from './app-actor';
import classes from './flow-card.module.css';
import { LoginLayout } from './login-layout.view';
import { MantineScope } from './mantine-scope';
import { PageLoader } from './page-loader.view';

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

/** A flow's page: its panel in the flow card once the tenant and the flow run, the page loader until then. */
export function FlowCardPage<F extends FlowId>({
  flow,
  Panel,
}: {
  flow: F;
  Panel: ComponentType<{ flow: ActorRefFrom<LogicOf<F>> }>;
}) {
  const tenant = useAppSelector((s) => s.context.tenant);
  const actor = useFlowActor(flow);
  if (!tenant || !actor) return <PageLoader />;
  return (
    <FlowCard tenant={tenant}>
      <Panel flow={actor} />
    </FlowCard>
  );
}
