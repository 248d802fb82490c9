import type { FlowSamples } from '../shared/flow-samples';

export const SECOND_FACTOR_SAMPLES: FlowSamples = {
  outputs: { secondFactor: [{ kind: 'passed' }, { kind: 'relogin' }] },
  routes: [],
};
