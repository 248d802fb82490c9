import type { FlowSamples } from '../shared/flow-samples';

export const TENANT_SELECT_SAMPLES: FlowSamples = {
  outputs: {
    enterpriseSelect: [
      // Signed in to the tenant chosen, `demo-branch`.
      { kind: 'token', accessToken: 'tok', enterpriseId: 'demo-branch' },
      { kind: 'back', expired: true },
      { kind: 'back', expired: false },
    ],
  },
  routes: [
    { path: '/enterpriseSelect', search: { ticket: 'tkt_0123456789abcdefghij' } },
    { path: '/enterpriseSelect' },
  ],
};
