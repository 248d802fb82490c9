import { DEMO_IDP_PASSWORD, DEMO_PEOPLE } from '../demo-identities';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo OpenID provider's sign-in page, in Chinese and English at once (the provider does not know the
 * login page's language): a form posting to `action`, the demo password said openly, since this provider only
 * stands in for a real one.
 */
export function loginFormPage(options: {
  action: string;
  issuerName: string;
  error: boolean;
  username: string;
}) {
  const people = DEMO_PEOPLE.map((p) => `<code>${escapeHtml(p.key)}</code>`).join(' ');
  const error = options.error
    ? '<p role="alert" class="error">用户名或密码错误 · Wrong username or password</p>'
    : '';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(options.issuerName)} 登录 · Sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.5rem 1.5rem}.error{color:#c92a2a}.hint{background:#fff3bf;padding:.6rem}</style>
</head><body>
<h1>${escapeHtml(options.issuerName)}</h1>
<p class="hint">演示身份提供方：密码均为 · Demo provider, every password is <strong>${escapeHtml(DEMO_IDP_PASSWORD)}</strong><br>
用户 · People: ${people}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="username">用户名 · Username</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(options.username)}">
<label for="password">密码 · Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">登录 · Sign in</button>
</form>
</body></html>`;
}
