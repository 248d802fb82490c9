import type { FlowSamples } from '../shared/flow-samples';

export const APPLICATION_CODE_SAMPLES: FlowSamples = {
  outputs: { applicationCode: [{ accessToken: 'tok' }] },
  routes: [],
};
