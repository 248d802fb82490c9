import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ChainPlan } from '../../../schemas/composite.schema';
import { TraceStartResponse } from '../../../schemas/plugin-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { demoUsers } from '../../seed/demo-users';
import { chainBrowser, type ChainBrowser } from '../../test/composite-client';
import { useDemoPlugin } from '../../test/demo-plugin';
import { tokenAuthType } from '../../test/inspect.repo';
import { login } from '../../test/login-client';
import {
  bindUser,
  checkTraceResponse,
  failure,
  pluginLogin,
  returnedTo,
  signInAtPlugin,
  startTraceResponse,
  traceCheck,
} from '../../test/plugin-client';
import { testBrowser } from '../../test/test-browser';
import { tokenUsername } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';
import { saveChain } from './composite-chain.repo';

// A plugin source as a composite chain's step, over HTTP against the real demo plugin (issue 15): its trace is
// started with the chain's code, and its check answers the step. 张伟 (zhangwei) is linked to `demo` on both
// demo sources; 王芳 (wangfang) to no one.
const server = useTestServer();
useDemoPlugin(server);
const MANUAL = 'plugin_hr_demo';
const AUTO = 'plugin_hr_auto';
const demo = demoUsers.find((user) => user.username === 'demo')!;
const admin = demoUsers.find((user) => user.username === 'admin')!;
const Started = z.object({ data: z.object({ code: z.string() }) });
const Issued = z.object({ data: z.object({ accessToken: z.string() }) });

async function startedChain(adapter: string, plan: ChainPlan) {
  await saveChain(server.db, 'demo', adapter, plan);
  const chain = chainBrowser(server.url);
  const code = Started.parse((await chain.start(adapter)).body).data.code;
  return { chain, code };
}
const passwordStep = (chain: ChainBrowser, code: string, account = demo) =>
  login(server.url, account.username, account.password, { authCode: code }, chain.headers());
/** The plugin's step: its trace started with the chain's code, the person signed in at the plugin, the check. */
async function pluginStep(chain: ChainBrowser, code: string | null, source: string, person: string) {
  const started = await startTraceResponse(server.url, source, chain.browser, code ? { authCode: code } : {});
  const { pluginUrl } = TraceStartResponse.parse(started.body).data;
  const back = returnedTo((await signInAtPlugin(pluginUrl, person)).location);
  return traceCheck(await checkTraceResponse(server.url, back, chain.browser));
}
const PASSWORD_THEN_PLUGIN: ChainPlan = [
  { kind: 'login', step: ADAPTERS.password },
  { kind: 'login', step: MANUAL },
];

describe('a plugin source as a chain’s step', () => {
  it('takes the password, then 人事系统 for the same person, then exchanges the code', async () => {
    const { chain, code } = await startedChain(ADAPTERS.password, PASSWORD_THEN_PLUGIN);
    expect((await passwordStep(chain, code)).body).toMatchObject({
      auth: true,
      nextAuth: { authType: MANUAL },
    });
    const check = await pluginStep(chain, code, MANUAL, 'zhangwei');
    expect(check).toMatchObject({ auth: true, done: true, nextAuth: null, userInfo: { username: 'demo' } });
    expect(check.accessToken).toBeUndefined();
    const { accessToken } = Issued.parse((await chain.validate(code)).body).data;
    expect(await tokenUsername(server.db, accessToken)).toBe('demo');
    expect(await tokenAuthType(server.db, accessToken)).toBe(ADAPTERS.password);
  });

  it('refuses a trace for a step the chain does not wait for, and the chain ends', async () => {
    const { chain, code } = await startedChain(ADAPTERS.password, PASSWORD_THEN_PLUGIN);
    const started = await startTraceResponse(server.url, MANUAL, chain.browser, { authCode: code });
    expect(failure(started)).toEqual({ code: 'InvalidParameter', message: 'composite.stepRefused' });
    expect((await passwordStep(chain, code)).body).toMatchObject({ message: 'composite.chainInvalid' });
  });

  it('does not move the chain by a trace started without its code', async () => {
    const { chain, code } = await startedChain(ADAPTERS.password, PASSWORD_THEN_PLUGIN);
    await passwordStep(chain, code);
    // 人事系统 starts no chain of its own: outside the chain it signs 张伟's account in, as always.
    expect(await pluginStep(chain, null, MANUAL, 'zhangwei')).toMatchObject({
      auth: true,
      portalBound: true,
    });
    expect((await chain.validate(code)).body).toMatchObject({ message: 'composite.unfinished' });
  });

  it('refuses another person at the plugin: one linked to another account, and one linked to none', async () => {
    const { chain, code } = await startedChain(ADAPTERS.password, PASSWORD_THEN_PLUGIN);
    await passwordStep(chain, code, admin);
    expect(await pluginStep(chain, code, MANUAL, 'zhangwei')).toMatchObject({
      auth: false,
      message: 'composite.otherUser',
    });
    expect(await pluginStep(chain, code, MANUAL, 'wangfang')).toMatchObject({
      auth: false,
      message: 'composite.notLinked',
    });
  });

  it('refuses to bind an account by its password where the password signs in by a chain', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.password, PASSWORD_THEN_PLUGIN);
    const browser = testBrowser();
    const { back, check } = await pluginLogin(server.url, MANUAL, 'wangfang', browser);
    expect(check).toMatchObject({ needBind: true });
    const bound = await bindUser(server.url, back, demo, browser);
    expect(bound).toMatchObject({ status: 200, body: { auth: false, message: 'composite.required' } });
    // Nothing was linked: 王芳's next trace asks for a binding again.
    expect((await pluginLogin(server.url, MANUAL, 'wangfang', testBrowser())).check).toMatchObject({
      needBind: true,
    });
  });

  it('starts a chain of its own: without the chain’s code no trace; with it, the plugin then the password', async () => {
    await saveChain(server.db, 'demo', AUTO, [
      { kind: 'login', step: AUTO },
      { kind: 'login', step: ADAPTERS.password },
    ]);
    const plain = chainBrowser(server.url);
    expect(failure(await startTraceResponse(server.url, AUTO, plain.browser))).toEqual({
      code: 'InvalidParameter',
      message: 'composite.required',
    });
    const { chain, code } = await startedChain(AUTO, [
      { kind: 'login', step: AUTO },
      { kind: 'login', step: ADAPTERS.password },
    ]);
    expect(await pluginStep(chain, code, AUTO, 'zhangwei')).toMatchObject({
      auth: true,
      done: false,
      nextAuth: { type: 'login', authType: ADAPTERS.password, step: 2, steps: 2 },
    });
    expect((await passwordStep(chain, code)).body).toMatchObject({ auth: true, done: true });
    const { accessToken } = Issued.parse((await chain.validate(code)).body).data;
    expect(await tokenAuthType(server.db, accessToken)).toBe(AUTO);
  });
});
