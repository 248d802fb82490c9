import type { FlowSamples } from '../shared/flow-samples';

export const POST_LOGIN_SAMPLES: FlowSamples = {
  outputs: {
    postLogin: [
      { kind: 'modifyPassword', type: 'needModifyPasswordOfFirstLogin' },
      { kind: 'secondAuth', sp: false },
      { kind: 'secondAuth', sp: true },
      { kind: 'relogin' },
      { kind: 'noPermission' },
      { kind: 'left' },
      { kind: 'failed' },
    ],
  },
  routes: [],
};
