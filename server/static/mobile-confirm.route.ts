import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { QR_CONFIRM_PATH } from '../../schemas/qr-login.schema';
import { APP_BASE_PATH } from '../../schemas/spec-constants';
import type { AppEnv } from '../http/app-env';
import { MOBILE_CONFIRM_SCRIPT } from './mobile-confirm-script';

// Only this exact inline script may run on the page; nobody may frame it (a framed Confirm button could be
// clicked by someone who never meant to), and it has no form or <base> to abuse.
const SCRIPT_HASH = createHash('sha256').update(MOBILE_CONFIRM_SCRIPT).digest('base64');
export const MOBILE_CONFIRM_CSP = [
  `default-src 'none'`,
  `script-src 'sha256-${SCRIPT_HASH}'`,
  `style-src 'unsafe-inline'`,
  `connect-src 'self'`,
  `img-src 'self'`,
  `frame-ancestors 'none'`,
  `base-uri 'none'`,
  `form-action 'none'`,
].join('; ');

// Mobile first (and WCAG AA contrast throughout): one card up to 520 px wide, each label above its value (a phone's width fits no two columns), buttons at least 44 px tall with a focus ring that shows.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:48px;box-sizing:border-box;
padding:0 16px;background:#fff;border-bottom:1px solid #dee2e6}
#tenant-name{font-weight:600;color:#1971c2;overflow-wrap:anywhere}
button.link{width:auto;min-height:44px;padding:0 4px;border:0;background:none;color:#1971c2;font-weight:600}
main{max-width:520px;box-sizing:border-box;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;color:#1971c2;margin:0 0 16px}
p:empty{display:none}dl{margin:0 0 24px}
dt{color:#495057;font-size:.875rem;margin-top:12px}dt:first-child{margin-top:0}
dd{margin:2px 0 0;font-weight:600;overflow-wrap:anywhere}
#error{color:#c92a2a}
.actions{display:flex;flex-direction:column;gap:12px}
button,a.btn{font:inherit;min-height:44px;padding:10px 16px;border-radius:4px;border:1px solid #1971c2;
background:#1971c2;color:#fff;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;
justify-content:center;box-sizing:border-box;width:100%}
button.secondary{background:#fff;color:#1971c2}button:disabled{opacity:.6;cursor:default}
button:focus-visible,a.btn:focus-visible{outline:3px solid #1864ab;outline-offset:2px}
[hidden]{display:none!important}`;

const PAGE = `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>确认登录 · Confirm sign-in</title><style>${STYLE}</style></head>
<body><header><span id="tenant-name"></span><button id="language" type="button" class="link"></button></header>
<main><div class="card">
<h1 id="heading"></h1>
<p id="status" role="status"></p>
<p id="error" role="alert"></p>
<dl id="request" hidden><dt id="browser-label"></dt><dd id="browser"></dd><dt id="address-label"></dt><dd id="address"></dd>
<dt id="time-label"></dt><dd id="time"></dd><dt id="tenant-label"></dt><dd id="tenant"></dd></dl>
<div id="decide" class="actions" hidden><button id="confirm" type="button"></button>
<button id="reject" type="button" class="secondary"></button></div>
<div class="actions"><a id="login" class="btn" href="${APP_BASE_PATH}#/login" hidden></a>
<button id="retry" type="button" hidden></button></div>
</div></main><script>${MOBILE_CONFIRM_SCRIPT}</script></body></html>`;

/**
 * The page a QR login code opens on the phone that scanned it (QR_CONFIRM_PATH?code=…): which browser asks to
 * sign in, then Confirm or Reject with the session signed in on this phone.
 */
export function mobileConfirmRoutes() {
  const app = new Hono<AppEnv>();
  app.get(QR_CONFIRM_PATH, (c) =>
    c.html(PAGE, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': MOBILE_CONFIRM_CSP }),
  );
  return app;
}
