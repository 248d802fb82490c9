import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { DEMO_HR_PASSWORD } from './demo-plugin-people';

export type PageLanguage = 'zh' | 'en';

const TEXTS = {
  zh: {
    title: '人事系统 · 登录',
    heading: '人事系统',
    asks: (tenant: string) => `${tenant} 请求以人事系统账号登录`,
    username: '用户名',
    password: '密码',
    submit: '登录',
    wrong: '用户名或密码错误',
    hint: `演示账号：zhangwei、wangfang、lina、liuyang、zhaolei、chenjing，密码均为 ${DEMO_HR_PASSWORD}`,
    badRequest: '登录请求无效：缺少追踪编号，或应用未在人事系统登记。',
  },
  en: {
    title: 'HR System · Sign in',
    heading: 'HR System',
    asks: (tenant: string) => `${tenant} asks you to sign in with your HR System account`,
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    wrong: 'Wrong username or password',
    hint: `Demo people: zhangwei, wangfang, lina, liuyang, zhaolei, chenjing; password ${DEMO_HR_PASSWORD} for each`,
    badRequest:
      'This sign-in request is not valid: it has no trace, or the application is not registered here.',
  },
} as const;

/** The page's language: the first of zh and en the browser's Accept-Language ranks highest; zh without either. */
export function pageLanguage(acceptLanguage: string | undefined): PageLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => (entry.tag === 'zh' || entry.tag === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag === 'en' ? 'en' : 'zh';
}

const page = (language: PageLanguage, body: HtmlEscapedString | Promise<HtmlEscapedString>) =>
  html`<!doctype html>
    <html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${TEXTS[language].title}</title>
        <link rel="stylesheet" href="/plugin.css" />
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;

/** What the login form carries from the login page's link to its POST: the trace and who asked. */
export type LoginRequest = {
  traceId: string;
  clientId: string;
  enterpriseAuthId: string;
  enterpriseId: string;
};

/** The login form, with the request's fields hidden in it, and the wrong-password line when `wrong`. */
export function loginPage(language: PageLanguage, request: LoginRequest, wrong = false) {
  const t = TEXTS[language];
  return page(
    language,
    html`<h1>${t.heading}</h1>
      <p>${t.asks(request.enterpriseId)}</p>
      ${wrong ? html`<p class="error" role="alert">${t.wrong}</p>` : ''}
      <form method="post" action="/login">
        ${Object.entries(request).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <label>${t.username}<input name="username" autocomplete="username" required /></label>
        <label
          >${t.password}<input name="password" type="password" autocomplete="current-password" required
        /></label>
        <button type="submit">${t.submit}</button>
      </form>
      <p class="hint">${t.hint}</p>`,
  );
}

/** The page for a link without a trace, or from a client the plugin does not know. */
export const badRequestPage = (language: PageLanguage) =>
  page(
    language,
    html`<h1>${TEXTS[language].heading}</h1>
      <p class="error" role="alert">${TEXTS[language].badRequest}</p>`,
  );

/** The page's own style sheet, served from its origin (its policy allows no inline style, no other origin). */
export const PAGE_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:360px;margin:10vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{margin:0 0 8px;font-size:22px;color:#2f9e44}label{display:block;margin:16px 0 0;font-size:14px}
input{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:8px;font-size:16px;border:1px solid #ced4da;border-radius:4px}
button{margin-top:24px;width:100%;padding:10px;font-size:16px;color:#fff;background:#2f9e44;border:0;border-radius:4px;cursor:pointer}
.error{color:#c92a2a}.hint{margin-top:24px;font-size:12px;color:#868e96}`;
