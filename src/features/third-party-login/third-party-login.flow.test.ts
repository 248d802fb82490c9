import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSessionStorage } from '../../testing/session-storage';
import { createActor, waitFor } from 'xstate';
import type { AdapterLoginInput } from '../../../machines/third-party-login/adapter-login.machine';
import { failed } from '../../../machines/testing/sample-errors';
import { COMPOSITE_REFUSALS } from '../../../schemas/composite-step.schema';
import { SESSION_KEYS } from '../../../schemas/spec-constants';
import { createApi } from '../../api/request';
import { json, recordingHttp } from '../../api/testing/recording-http';
import { adapterLoginFlow } from './third-party-login.flow';

/** 人事系统, whose entry starts a composite chain, from its own button: the chain's first step. */
const chainStart: AdapterLoginInput = {
  kind: 'plugin',
  clientId: 'c1',
  enterpriseId: 'e1',
  loginContext: { type: 'IDAAS' },
  pluginId: 'plugin_hr_demo',
  sourceName: '人事系统',
  grant: { kind: 'chainStart' },
};
const STARTED = {
  code: 'chain-code-2',
  nextAuth: { type: 'login', authType: 'plugin_hr_demo', step: 1, steps: 2 },
  expiresIn: 600,
} as const;
const stepRefused = failed({
  kind: 'response',
  code: 'InvalidParameter',
  message: COMPOSITE_REFUSALS.stepRefused,
});

describe('adapterLoginFlow, a plugin source in a composite chain', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = stubSessionStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  const run = (startPlugin: () => Promise<never>) => {
    const { http } = recordingHttp(() => json({}));
    const startChain = vi.fn(async () => STARTED);
    const machine = adapterLoginFlow(
      { api: createApi(http, 'v1.2'), reportError: () => {} },
      startPlugin,
      startChain,
    );
    return { actor: createActor(machine, { input: chainStart }).start(), startChain };
  };

  it('starts the chain before the trace, keeps its entry for the plugin’s return, and sends its code', async () => {
    const startPlugin = vi.fn((): Promise<never> => new Promise(() => {}));
    const { actor, startChain } = run(startPlugin);
    await waitFor(actor, (s) => s.matches('starting'));
    expect(startChain).toHaveBeenCalledWith(
      { enterpriseAuthId: 'plugin_hr_demo', _enterprise_id: 'e1' },
      expect.anything(),
    );
    expect(JSON.parse(stored.get(SESSION_KEYS.compositeData) ?? 'null')).toMatchObject({
      type: 'login',
      code: 'chain-code-2',
      enterpriseAuthId: 'plugin_hr_demo',
    });
    expect(startPlugin).toHaveBeenCalledWith(
      expect.objectContaining({ grant: { kind: 'chainStep', code: 'chain-code-2', first: true } }),
      expect.anything(),
    );
  });

  it('forgets the tab’s chain when the server refuses the step before the browser leaves', async () => {
    const { actor } = run(() => Promise.reject(stepRefused));
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toBe('stepRefused');
    expect(stored.has(SESSION_KEYS.compositeData)).toBe(false);
  });
});
