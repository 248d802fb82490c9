import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_AGENT_POLICY } from '../../schemas/content-security';
import { DEVICE_AGENT_TIMEOUT_MS, DEVICE_AGENT_URL } from '../../schemas/device-agent.schema';
import { allowDeviceAgentUrl, deviceAgentScriptUrls } from '../security/device-agent-url';
import { type AgentPage, DeviceAgentUnavailable, readDeviceId } from './device-agent';

const ID = 'A1b2C3d4E5f6G7h8-_';

/** A page whose scripts the test runs: `answer` plays the agent's script, `fail` its network error. */
function fakePage(bytes = [0xde, 0xad, 0xbe, 0xef, 0, 1, 2, 3]) {
  const policies: string[] = [];
  const scriptUrl = deviceAgentScriptUrls({
    // A Trusted Types factory that wraps what its rule passes, as the browser's does.
    createPolicy: ((name: string, rules: { createScriptURL: (url: string) => string }) => {
      policies.push(name);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    }) as unknown as TrustedTypePolicyFactory['createPolicy'],
  });
  const scripts: { url: unknown; on: { load: () => void; error: () => void }; removed: boolean }[] = [];
  const remembered: string[] = [];
  const page: AgentPage = {
    globals: {},
    scriptUrl,
    addScript: (url, on) => {
      const script = { url, on, removed: false };
      scripts.push(script);
      return () => {
        script.removed = true;
      };
    },
    randomBytes: (target) => {
      target.set(bytes);
      return target;
    },
    remember: (id) => remembered.push(id),
  };
  const callback = () => Object.keys(page.globals)[0] ?? '';
  // The agent's script runs (its answer) and then fires load, as a browser does.
  const answer = (value: unknown) => {
    (Reflect.get(page.globals, callback()) as (answer: unknown) => void)(value);
    scripts.at(-1)?.on.load();
  };
  return { page, scripts, remembered, policies, callback, answer };
}

describe('readDeviceId', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the agent URL made by its Trusted Types policy, with a fresh callback removed after the answer', async () => {
    const fake = fakePage();
    const read = readDeviceId(new AbortController().signal, fake.page);
    expect(fake.callback()).toBe('idaasDevice_deadbeef00010203');
    expect(fake.policies).toEqual([DEVICE_AGENT_POLICY]);
    expect(fake.scripts[0]?.url).toEqual({
      trusted: `${DEVICE_AGENT_URL}?callback=idaasDevice_deadbeef00010203`,
    });
    fake.answer({ deviceId: ID });
    await expect(read).resolves.toBe(ID);
    expect(fake.page.globals).toEqual({});
    expect(fake.scripts[0]?.removed).toBe(true);
    expect(fake.remembered).toEqual([ID]);
  });

  it('names each call differently and creates the policy once', async () => {
    const fake = fakePage();
    const first = readDeviceId(new AbortController().signal, fake.page);
    const name = fake.callback();
    fake.answer({ deviceId: ID });
    await first;
    fake.page.randomBytes = (target) => target.fill(0xab);
    const second = readDeviceId(new AbortController().signal, fake.page);
    expect(fake.callback()).toBe('idaasDevice_abababababababab');
    expect(fake.callback()).not.toBe(name);
    fake.answer({ deviceId: ID });
    await second;
    expect(fake.policies).toHaveLength(1);
  });

  it('no answer in time is `absent`: the callback and the script are gone, nothing remembered', async () => {
    const fake = fakePage();
    const read = readDeviceId(new AbortController().signal, fake.page);
    const outcome = expect(read).rejects.toEqual(new DeviceAgentUnavailable('absent'));
    vi.advanceTimersByTime(DEVICE_AGENT_TIMEOUT_MS);
    await outcome;
    expect(fake.page.globals).toEqual({});
    expect(fake.scripts[0]?.removed).toBe(true);
    expect(fake.remembered).toEqual([]);
  });

  it('a script that fails to load (no agent, or local-network access denied) is `absent` at once', async () => {
    const fake = fakePage();
    const read = readDeviceId(new AbortController().signal, fake.page);
    fake.scripts[0]?.on.error();
    await expect(read).rejects.toMatchObject({ kind: 'absent' });
    expect(fake.page.globals).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['an id of the wrong shape', { deviceId: 'short' }],
    ['no id', { id: ID }],
    ['not an object', 'A1b2C3d4E5f6G7h8'],
  ])('%s is `malformed`', async (_case, answer) => {
    const fake = fakePage();
    const read = readDeviceId(new AbortController().signal, fake.page);
    fake.answer(answer);
    await expect(read).rejects.toMatchObject({ kind: 'malformed' });
    expect(fake.page.globals).toEqual({});
    expect(fake.remembered).toEqual([]);
  });

  it('a script that ran without calling back is `malformed`', async () => {
    const fake = fakePage();
    const read = readDeviceId(new AbortController().signal, fake.page);
    fake.scripts[0]?.on.load();
    await expect(read).rejects.toMatchObject({ kind: 'malformed' });
    expect(fake.page.globals).toEqual({});
  });

  it('an abort (the login left) removes the callback and the script', async () => {
    const fake = fakePage();
    const controller = new AbortController();
    const read = readDeviceId(controller.signal, fake.page);
    controller.abort(new Error('left'));
    await expect(read).rejects.toThrow('left');
    expect(fake.page.globals).toEqual({});
    expect(fake.scripts[0]?.removed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the device agent policy', () => {
  it.each([
    'https://evil.example/x.js',
    `${DEVICE_AGENT_URL}?callback=alert`,
    `${DEVICE_AGENT_URL}?callback=idaasDevice_deadbeef00010203&x=1`,
    `http://127.0.0.1:22001/device_id?callback=idaasDevice_deadbeef00010203`,
  ])('refuses %s', (url) => {
    expect(() => allowDeviceAgentUrl(url)).toThrow(TypeError);
  });

  it('a callback name of another shape never reaches a script', () => {
    const fake = fakePage([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(() => fake.page.scriptUrl('idaasDevice_0')).toThrow(TypeError);
  });
});
