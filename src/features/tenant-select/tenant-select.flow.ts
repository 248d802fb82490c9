import { fromPromise } from 'xstate';
import { tenantSelectMachine } from '../../../machines/tenant-select/tenant-select.machine';
import type { TenantSelectInput } from '../../../machines/tenant-select/tenant-select.schema';
import { STORAGE_KEYS } from '../../../schemas/spec-constants';
import { localStore } from '../../effects/storage';
import type { FlowDeps } from '../../shared/flow-deps';
import { tenantSelectApi } from './tenant-select.api';

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
