import type { FlowSamples } from '../shared/flow-samples';

const SIGNED_IN_OR_BACK = [{ kind: 'token', accessToken: 'tok' }, { kind: 'back' }];

export const BIND_SAMPLES: FlowSamples = {
  outputs: {
    adapterBind: SIGNED_IN_OR_BACK,
    pluginBind: SIGNED_IN_OR_BACK,
    pluginRegister: SIGNED_IN_OR_BACK,
  },
  routes: [
    { path: '/adapterBind', search: { adapter: 'aad', uuid: 'u1' } },
    { path: '/adapterBind' },
    { path: '/pluginAdapterBind', search: { traceId: 't1' } },
    { path: '/pluginAdapterRegister', search: { traceId: 't1' } },
  ],
};
