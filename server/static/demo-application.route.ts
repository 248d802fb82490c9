import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '../deps';
import { verifyResult } from '../features/application-two-factor/result-signature';
import { findTwoFactorApplicationById } from '../features/application-two-factor/two-factor-application.repo';
import type { AppEnv } from '../http/app-env';
import { demoTwoFactorApplication, demoTwoFactorApplications } from '../seed/demo-tenant';
import { DEMO_PAGE_HEADERS, demoPage } from './demo-page';

// How old a signed result the demo application still accepts.
const RESULT_MAX_AGE_MS = 5 * 60_000;

/**
 * The demo applications that ask for a second check (`/applicationTwoFactor`): their return page checks the
 * signed result the login sent it back with, against the key of the application it names, as a real
 * application would, and says what it found.
 */
export function demoApplicationRoutes({ db, clock }: Deps) {
  const app = new Hono<AppEnv>();
  app.get(demoTwoFactorApplication.loginUrl, async (c) => {
    const q = c.req.query();
    const demo = demoTwoFactorApplications.find((a) => a.purchaseId === q.purchaseId);
    const application = demo ? await findTwoFactorApplicationById(db, demo.id) : null;
    const fields = {
      purchaseId: q.purchaseId ?? '',
      state: q.state ?? '',
      username: q.username ?? '',
      result: q.result ?? '',
      authType: q.authType ?? '',
      timestamp: q.timestamp ?? '',
    };
    const age = clock.now().getTime() - Number(fields.timestamp);
    const valid =
      application !== null &&
      fields.result === 'success' &&
      age >= 0 &&
      age <= RESULT_MAX_AGE_MS &&
      verifyResult(application.secret, fields, q.sign ?? '');
    const verdict = valid
      ? { zh: '二次认证已通过', en: 'Second factor passed' }
      : { zh: '结果无效：签名不符或已过期', en: 'Invalid result: bad signature or expired' };
    return c.html(
      demoPage(
        (demo ?? demoTwoFactorApplication).name,
        html`<p role="status" data-valid="${String(valid)}">${verdict.zh} · ${verdict.en}</p>
          <dl>
            <dt>用户 User</dt>
            <dd id="user">${fields.username}</dd>
            <dt>状态 State</dt>
            <dd id="state">${fields.state}</dd>
            <dt>认证方式 Auth type</dt>
            <dd>${fields.authType}</dd>
          </dl>`,
      ),
      valid ? 200 : 400,
      DEMO_PAGE_HEADERS,
    );
  });
  return app;
}
