import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { tenantSelectMachine } from '../../../machines/tenant-select/tenant-select.machine';
import type { HeldChoice, TenantSelectInput } from '../../../machines/tenant-select/tenant-select.schema';
import { STORAGE_KEYS } from '../../../schemas/spec-constants';
import { localStore } from '../../effects/storage';
import type { FlowDeps } from '../../shared/flow-deps';
import { tenantSelectApi } from './tenant-select.api';
// The flow's steps come with its code (machines/tenant-select/tenant-select.steps.ts).
export { TENANT_SELECT_STEPS } from '../../../machines/tenant-select/tenant-select.steps';

type Redeem = TenantSelectInput & { enterpriseId: string };

/** The tenant choice wired to this browser; the app runs it as its `enterpriseSelect` flow. */
export function tenantSelectFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = tenantSelectApi(api);
  return tenantSelectMachine.provide({
    actors: {
      loadChoice: fromPromise(({ input, signal }: { input: TenantSelectInput; signal: AbortSignal }) =>
        calls.tenants({ client_id: input.clientId, ticket: input.ticket }, signal),
      ),
      cancelChoice: fromPromise(({ input, signal }: { input: TenantSelectInput; signal: AbortSignal }) =>
        calls.cancel({ client_id: input.clientId, ticket: input.ticket }, signal),
      ),
      // Stopped with its flow (the page was left by Back or another route): the ticket is given up, so no one at
      // this browser takes the choice up later. Nobody waits for the answer; a lost one leaves the ticket to expire.
      holdChoice: fromCallback<EventObject, HeldChoice>(({ input }) => () => {
        if (input.flow.getSnapshot().status !== 'stopped') return;
        const ticket = { client_id: input.clientId, ticket: input.ticket };
        calls.cancel(ticket, new AbortController().signal).catch(() => undefined);
      }),
      redeem: fromPromise(({ input, signal }: { input: Redeem; signal: AbortSignal }) => {
        // The tenant chosen may want this browser's registered device, as its password login would.
        const deviceId = localStore.get(STORAGE_KEYS.deviceId);
        return calls
          .redeem(
            {
              client_id: input.clientId,
              ticket: input.ticket,
              enterpriseId: input.enterpriseId,
              ...(deviceId ? { deviceId, device_id: deviceId } : {}),
            },
            signal,
          )
          .then(({ access_token, enterprise_id }) => ({ access_token, enterprise_id }));
      }),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
