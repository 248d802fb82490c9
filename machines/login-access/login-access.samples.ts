import type { FlowSamples } from '../shared/flow-samples';

export const LOGIN_ACCESS_SAMPLES: FlowSamples = {
  outputs: {
    loginAccess: [{ kind: 'back' }, { kind: 'noPermission' }, { kind: 'secondAuth' }, { kind: 'enter' }],
  },
  routes: [{ path: '/loginAccess', search: { sp_code: 'sp1', application_key: 'app1' } }],
};
