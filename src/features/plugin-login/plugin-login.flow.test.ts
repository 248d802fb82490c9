import { describe, expect, it } from 'vitest';
import { chainAheadRefusal } from '../../../machines/shared/chain-step';
import { PLAIN_GRANT } from '../../../machines/shared/grant';
import type { AdapterStartQuery } from '../../../machines/shared/start-query';
import { COMPOSITE_REFUSALS } from '../../../schemas/composite-step.schema';
import { createApi } from '../../api/request';
import { json, recordingHttp } from '../../api/testing/recording-http';
import { pluginStart } from './plugin-login.flow';

const TRACE = 'trace-1';
const PLUGIN_URL = `https://hr.example/login?traceId=${TRACE}`;
const plain: AdapterStartQuery = {
  kind: 'plugin',
  clientId: 'client-1',
  enterpriseId: 'demo',
  application: null,
  pluginId: 'plugin_hr_demo',
  grant: PLAIN_GRANT,
};
const chained: AdapterStartQuery = {
  ...plain,
  grant: { kind: 'chainStep', code: 'chain-code-1', first: false },
};
const signal = new AbortController().signal;

const started = (
  answer: unknown = { success: true, code: '200', data: { traceId: TRACE, pluginUrl: PLUGIN_URL } },
) => {
  const { http, sent } = recordingHttp(() => json(answer));
  return { api: createApi(http, 'v1.2'), sent };
};

describe('pluginStart (generate_trace_id)', () => {
  it('starts a plain plugin login without a chain’s code, and leaves for the plugin’s address', async () => {
    const { api, sent } = started();
    await expect(pluginStart({ api }, plain, signal)).resolves.toEqual({ authorizeUrl: PLUGIN_URL });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'http://test/api/public/bff/v1.2/authenticate/plugin/generate_trace_id',
        authorization: null,
        body: { enterpriseAuthId: 'plugin_hr_demo', clientId: 'client-1', _enterprise_id: 'demo' },
      },
    ]);
  });

  it('sends a composite chain’s code as the trace’s `authCode`', async () => {
    const { api, sent } = started();
    await pluginStart({ api }, chained, signal);
    expect(sent[0]?.body).toEqual({
      enterpriseAuthId: 'plugin_hr_demo',
      clientId: 'client-1',
      _enterprise_id: 'demo',
      authCode: 'chain-code-1',
    });
  });

  it('fails with the chain’s refusal as the server words it (InvalidParameter), for the page to say', async () => {
    const refusal = { success: false, code: 'InvalidParameter', message: COMPOSITE_REFUSALS.stepRefused };
    const { api } = started(refusal);
    const error: unknown = await pluginStart({ api }, chained, signal).catch((failure: unknown) => failure);
    expect(chainAheadRefusal(error)).toBe('stepRefused');
  });
});
