import { CALLBACK_ROUTES, IN_APP_CALLBACK_ROUTES } from '../../schemas/third-party-sources';
import type { FlowSamples } from '../shared/flow-samples';

const CALLBACK_OUTPUTS = [
  { kind: 'token', accessToken: 'tok' },
  { kind: 'bind', adapter: 'aad', uuid: 'u1' },
  { kind: 'back' },
];

export const THIRD_PARTY_LOGIN_SAMPLES: FlowSamples = {
  outputs: {
    adapterLogin: [{ kind: 'back' }],
    aadCallback: CALLBACK_OUTPUTS,
    oidcCodeCallback: CALLBACK_OUTPUTS,
    oidcCodeAdapterCallback: CALLBACK_OUTPUTS,
    ddtalkCallback: CALLBACK_OUTPUTS,
    wechatCallback: CALLBACK_OUTPUTS,
    wechatEnterpriseCallback: CALLBACK_OUTPUTS,
    wechatEnterpriseMicroCallback: CALLBACK_OUTPUTS,
    alipayCallback: CALLBACK_OUTPUTS,
  },
  routes: [
    { path: '/adapterLogin', search: { adapter: 'aad' } },
    { path: '/adapterLogin' },
    ...[...Object.values(CALLBACK_ROUTES), IN_APP_CALLBACK_ROUTES.wechatenterprise].map((path) => ({
      path,
      search: { code: 'c1', state: 's1' },
    })),
  ],
};
