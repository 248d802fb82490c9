import { ADAPTERS } from '../../schemas/spec-constants';
import type { FlowSamples } from '../shared/flow-samples';

export const PLUGIN_LOGIN_SAMPLES: FlowSamples = {
  outputs: {
    pluginCallback: [
      { kind: 'token', accessToken: 'tok' },
      { kind: 'bind', traceId: 't1' },
      { kind: 'complement', traceId: 't1' },
      {
        kind: 'composite',
        handover: {
          step: {
            auth: true,
            done: false,
            userInfo: { username: 'demo', displayName: 'Demo' },
            nextAuth: { type: 'login', authType: ADAPTERS.mobilePhoneToken, step: 2, steps: 2 },
          },
        },
      },
      { kind: 'back' },
    ],
    pluginComplement: [{ kind: 'token', accessToken: 'tok' }, { kind: 'back' }],
  },
  routes: [
    { path: '/adapterPluginCallback', search: { traceId: 't1', authCode: 'a1' } },
    { path: '/adapterUserInfo', search: { traceId: 't1' } },
  ],
};
