import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup } from '../../testing/render-markup';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginAccessMachine } from '../../../machines/login-access/login-access.machine';
import { failed, sampleErrors } from '../../../machines/testing/sample-errors';
import type { ApplicationSecurityLevel } from '../../../schemas/login-access.schema';
import type { UserPasswordInfo } from '../../../schemas/session.schema';
import { LoginAccessPanel } from './login-access.view';

const input = { accessToken: 'tok', sp_code: 's', application_key: 'k' };
/** The page with the application's level answered by `level` (a never-settling one keeps it checking). */
const start = (level: () => Promise<ApplicationSecurityLevel>) =>
  createActor(
    loginAccessMachine.provide({
      actors: {
        userPasswordInfo: fromPromise(async (): Promise<UserPasswordInfo> => ({
          needModifyPasswordOfFirstLogin: false,
          needModifyPasswordOfPwdExpire: false,
        })),
        applicationSecurityLevel: fromPromise(level),
      },
    }),
    { input },
  ).start();
const render = (flow: ReturnType<typeof start>) => renderMarkup(LoginAccessPanel, { flow });

describe('LoginAccessPanel (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('says what it checks while the answer is on its way', () => {
    const html = render(start(() => new Promise(() => {})));
    expect(html).toContain('正在确认访问该应用所需的身份验证');
    expect(html).toMatch(/role="status"/);
  });

  it('names an unknown application and offers the way back', async () => {
    const flow = start(() =>
      Promise.reject(failed({ kind: 'response', code: 'InvalidParameter', message: 'unknown' })),
    );
    await waitFor(flow, (s) => s.matches('unknownApplication'));
    const html = render(flow);
    expect(html).toContain('无法识别的应用');
    expect(html).toMatch(/<button[^>]*>.*返回/);
    expect(html).not.toContain('正在确认');
  });

  it('offers a retry when no answer came', async () => {
    const flow = start(() => Promise.reject(sampleErrors.network));
    await waitFor(flow, (s) => s.matches('unavailable'));
    expect(render(flow)).toMatch(/无法确认应用的访问要求.*<button[^>]*>.*重试/);
  });
});
