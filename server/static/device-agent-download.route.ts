import { Hono } from 'hono';
import { html } from 'hono/html';
import { DEVICE_AGENT_DOWNLOAD_PATH } from '../../schemas/device-agent.schema';
import type { AppEnv } from '../http/app-env';
import { DEMO_PAGE_HEADERS, demoPage } from './demo-page';

/**
 * Where the login sends a user whose device helper did not answer (SPEC 7, Other: "failure shows a warning to
 * download the agent"). The reference server has no installer to offer: its page says how to run the reference
 * agent and that it must be running when the user signs in; a deployment serves its installer at this path.
 */
export function deviceAgentDownloadRoute() {
  const app = new Hono<AppEnv>();
  app.get(DEVICE_AGENT_DOWNLOAD_PATH, (c) =>
    c.html(
      demoPage(
        '设备信息助手 · Device helper',
        html`<p>
            登录前请在本机安装并启动设备信息助手，它在 127.0.0.1:22000 上把本机的设备标识告诉登录页。 ·
            Install and start the device helper on this computer before signing in: it tells the login page
            this computer's device id on 127.0.0.1:22000.
          </p>
          <p>参考实现 · Reference helper: <code>npm run agent:device</code></p>
          <p>
            浏览器询问是否允许访问本地网络时，请选择允许。 · When the browser asks whether the page may reach
            your local network, allow it.
          </p>`,
      ),
      200,
      DEMO_PAGE_HEADERS,
    ),
  );
  return app;
}
