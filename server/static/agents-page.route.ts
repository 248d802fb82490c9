import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { ALILANG_AGENT_ORIGIN } from '../../schemas/alilang-login.schema';
import { DESKTOP_CLIENT_ORIGIN } from '../../schemas/desktop-client.schema';
import { DEVICE_AGENT_ORIGIN } from '../../schemas/device-agent.schema';
import { AGENT_INSTALL_PATH } from '../../schemas/local-agents';
import { USBKEY_AGENT_URL } from '../../schemas/usbkey-agent.schema';
import type { AppEnv } from '../http/app-env';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529;line-height:1.6}
main{max-width:720px;box-sizing:border-box;margin:0 auto;padding:24px 16px}
section{background:#fff;border-radius:8px;padding:20px 24px;box-shadow:0 1px 3px #0002;margin-bottom:16px}
h1{font-size:1.5rem;margin:0 0 16px}h2{font-size:1.15rem;color:#1c7ed6;margin:0 0 8px}
code{background:#f1f3f5;border-radius:4px;padding:1px 5px;font-size:.9em;overflow-wrap:anywhere}
li{margin:4px 0}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
// A page of text: no script at all, its one style by hash, and nobody may frame it.
export const AGENTS_PAGE_CSP = [
  `default-src 'none'`,
  `style-src 'sha256-${STYLE_HASH}'`,
  `frame-ancestors 'none'`,
  `base-uri 'none'`,
  `form-action 'none'`,
].join('; ');

const usbKeyPort = new URL(USBKEY_AGENT_URL).port;
const devicePort = new URL(DEVICE_AGENT_ORIGIN).port;

const PAGE = `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>本机助手 · Local helpers</title><style>${STYLE}</style></head>
<body><main>
<h1>本机助手 · Local helpers</h1>
<section lang="zh"><h2>USB Key 证书助手</h2>
<p>证书登录通过本机的证书助手读取 USB Key 中的证书并签名，登录页经 <code>${USBKEY_AGENT_URL}</code> 与它通信。助手只接受本企业登录页的请求，PIN 码只交给 USB Key，不会发送到服务器。</p>
<ol><li>在参考部署中，初始化演示 USB Key（SoftHSM2）：<code>npm run agent:usbkey:init</code>，演示 PIN 为 <code>123456</code>。</li>
<li>启动助手：<code>npm run agent:usbkey</code>（端口 ${usbKeyPort}）。</li>
<li>回到登录页，选择“证书登录”并点击“重试”。</li></ol></section>
<section lang="zh"><h2>设备信息助手</h2>
<p>企业开启设备校验后，登录时会向本机的设备信息助手（<code>${DEVICE_AGENT_ORIGIN}</code>）读取本机的设备标识。启动助手：<code>npm run agent:device</code>（端口 ${devicePort}）。浏览器询问是否允许访问本地网络时，请选择允许。</p></section>
<section lang="zh"><h2>阿里郎</h2>
<p>阿里郎登录由本机阿里郎客户端的 UEM 助手（<code>${ALILANG_AGENT_ORIGIN}</code>）确认设备和已登录的人。请在企业发放的电脑上安装并登录阿里郎。参考部署中启动演示助手：<code>npm run agent:alilang</code>（演示人员 张伟，<code>ALILANG_ACCOUNT=lina</code> 为未绑定的 李娜）。</p></section>
<section lang="zh" id="desktop-client"><h2>桌面客户端</h2>
<p>桌面客户端在自己的窗口中打开登录页（应用标识含 <code>plugin_sdp_user</code>），登录页随之显示客户端的标题栏：返回箭头和关闭按钮。关闭时，登录页请客户端的本机服务（<code>${DESKTOP_CLIENT_ORIGIN}</code>）最小化或关闭窗口。请向企业管理员索取客户端安装包，安装并启动后再从客户端登录。</p></section>
<section lang="en"><h2>USB key certificate helper</h2>
<p>The certificate sign-in reads the certificates on your USB key and signs with it through a helper on this computer, which the login page reaches at <code>${USBKEY_AGENT_URL}</code>. The helper serves only your organisation's login pages; the PIN goes to the USB key only, never to the server.</p>
<ol><li>In the reference deployment, set up the demo USB key (SoftHSM2): <code>npm run agent:usbkey:init</code>; the demo PIN is <code>123456</code>.</li>
<li>Start the helper: <code>npm run agent:usbkey</code> (port ${usbKeyPort}).</li>
<li>Back on the login page, choose the certificate sign-in and press “Try again”.</li></ol></section>
<section lang="en"><h2>Device helper</h2>
<p>When your organisation checks devices, the sign-in reads this computer's device id from the device helper at <code>${DEVICE_AGENT_ORIGIN}</code>. Start it with <code>npm run agent:device</code> (port ${devicePort}). When the browser asks whether the page may reach devices on your local network, allow it.</p></section>
<section lang="en"><h2>Alilang</h2>
<p>The Alilang sign-in asks the UEM helper of the Alilang client on this computer (<code>${ALILANG_AGENT_ORIGIN}</code>) to vouch for the device and the person signed in to it. Install Alilang and sign in to it on the computer your organisation gave you. In the reference deployment, start the demo helper with <code>npm run agent:alilang</code> (demo person 张伟; <code>ALILANG_ACCOUNT=lina</code> for 李娜, who is not linked).</p></section>
<section lang="en"><h2>Desktop client</h2>
<p>The desktop client opens the login page in its own window (with an application key that contains <code>plugin_sdp_user</code>), and the page then shows the client's title bar: a back arrow and a close button. On closing, the page asks the client's local service (<code>${DESKTOP_CLIENT_ORIGIN}</code>) to minimise or close the window. Ask your administrator for the client's installer, install and start it, then sign in from the client.</p></section>
</main></body></html>`;

/** How to install and start the local agents (AGENT_INSTALL_PATH), the page the login's messages link to. */
export function agentsPageRoutes() {
  const app = new Hono<AppEnv>();
  app.get(AGENT_INSTALL_PATH, (c) =>
    c.html(PAGE, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': AGENTS_PAGE_CSP }),
  );
  return app;
}
