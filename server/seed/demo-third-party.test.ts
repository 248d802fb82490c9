import { describe, expect, it } from 'vitest';
import { PLUGIN_REFUSALS } from '../../schemas/plugin-login.schema';
import { THIRD_PARTY_REFUSALS } from '../../schemas/third-party-login.schema';
import { REDIRECT_KINDS } from '../../schemas/third-party-sources';
import { failure, startTraceResponse } from '../test/plugin-client';
import { testBrowser } from '../test/test-browser';
import { refusal, startThirdPartyResponse } from '../test/third-party-client';
import { useTestServer } from '../test/use-test-server';

// M6: the demo tenant's sources sign in at the demo identity process (and its plugin sources at the demo
// plugin); a production database gets them switched off, so its login page offers no provider whose people
// anyone can be.
const production = useTestServer({ seed: { production: true } });

describe('the demo third-party and plugin sources on a production database', () => {
  it.each(REDIRECT_KINDS)(
    '%s is seeded switched off: login_ answers the source unavailable',
    async (kind) => {
      const response = await startThirdPartyResponse(production.url, kind, testBrowser());
      expect(refusal(response)).toBe(THIRD_PARTY_REFUSALS.sourceUnavailable);
    },
  );

  it.each(['plugin_hr_demo', 'plugin_hr_auto'])(
    'plugin source %s is seeded switched off: generate_trace_id answers the source unavailable',
    async (source) => {
      const response = await startTraceResponse(production.url, source, testBrowser());
      expect(failure(response).message).toBe(PLUGIN_REFUSALS.sourceUnavailable);
    },
  );
});
