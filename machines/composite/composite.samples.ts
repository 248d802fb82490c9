import { ADAPTERS } from '../../schemas/spec-constants';
import type { FlowSamples } from '../shared/flow-samples';

export const COMPOSITE_SAMPLES: FlowSamples = {
  outputs: {
    compositeLogin: [
      { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password },
      { kind: 'plugin', pluginId: 'plugin_hr_demo', chainCode: 'chain-code-1' },
      { kind: 'back' },
    ],
  },
  routes: [],
};
