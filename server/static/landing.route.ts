import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { APP_BASE_PATH } from '../../schemas/spec-constants';
import type { AppEnv } from '../http/app-env';
import { demoProviderApplications } from '../seed/demo-tenant';
import { LANDING_SCRIPT } from './landing-script';
import { LICENSE_HASH, LICENSE_PAGE_SCRIPT } from './license-page-script';

const PORTALS = [
  { path: '/frontend/enduser/', zh: '终端用户门户', en: 'End-user Portal' },
  { path: '/frontend/itmanager/', zh: 'IT管理员控制台', en: 'IT Manager Console' },
  { path: '/frontend/developer/', zh: '开发者控制台', en: 'Developer Console' },
] as const;

// Only these exact inline scripts may run on the page: the landing script, and the license section's on the IT
// manager console.
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const csp = (scripts: readonly string[]) =>
  `default-src 'none'; script-src ${scripts.map(scriptHash).join(' ')}; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The end-user portal's applications: each opens through the login-access page, which asks the user's second
 * factor first when the application's security level calls for it. Shown once the session is known.
 */
const APPLICATIONS = `<section id="apps" hidden><h2>应用 · Applications</h2><ul>${demoProviderApplications
  .map((app) => {
    const query = new URLSearchParams({ sp_code: app.spCode, application_key: app.applicationKey });
    return `<li><a href="${escapeHtml(`${APP_BASE_PATH}#/loginAccess?${query}`)}">${escapeHtml(app.name)}</a></li>`;
  })
  .join('')}</ul></section>`;

/**
 * The IT manager console's license settings (issue 16), at its hash LICENSE_HASH (SPEC 2: the login page sends
 * administrators there when the license has expired): filled by LICENSE_PAGE_SCRIPT, hidden elsewhere.
 */
const LICENSE_SECTION = `<p><a id="license-link" href="${LICENSE_HASH}">许可证 · License</a></p>
<section id="license" hidden><h2 id="license-title"></h2><p id="license-status" role="status"></p>
<dl id="license-details" hidden></dl>
<div id="license-form" hidden><p><label id="license-file-label" for="license-file"></label></p>
<p><input id="license-file" type="file" accept=".lic,.json,.txt,application/json,text/plain">
<button id="license-install" type="button"></button></p></div>
<p id="license-result" role="alert"></p></section>`;

/** The inline scripts of a portal's page, in the order they run. */
const scriptsOf = (portal: (typeof PORTALS)[number]) =>
  portal.path === '/frontend/itmanager/' ? [LANDING_SCRIPT, LICENSE_PAGE_SCRIPT] : [LANDING_SCRIPT];

function page(portal: (typeof PORTALS)[number]): string {
  return `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${portal.zh} · ${portal.en}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}
main{max-width:560px;margin:10vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;color:#1c7ed6;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#868e96}dd{margin:0;font-weight:600}h2{font-size:1.1rem}li{margin:6px 0}button,a.btn{font:inherit;padding:8px 16px;border-radius:4px;border:0;
background:#1c7ed6;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}</style></head>
<body><main>
<h1>${portal.zh} · ${portal.en}</h1>
<p id="status" role="status"></p>
<dl id="who" hidden><dt id="user-label"></dt><dd id="user"></dd><dt id="name-label"></dt><dd id="name"></dd></dl>
${portal.path === '/frontend/enduser/' ? APPLICATIONS : ''}
${portal.path === '/frontend/itmanager/' ? LICENSE_SECTION : ''}
<p><a id="login" class="btn" href="/frontend/login/#/login" hidden></a>
<button id="logout" type="button"></button></p>
</main>${scriptsOf(portal)
    .map((script) => `<script>${script}</script>`)
    .join('')}</body></html>`;
}

/** Where a login lands (SPEC section 2): tiny pages that show who is signed in to which portal. */
export function landingRoutes() {
  const app = new Hono<AppEnv>();
  for (const portal of PORTALS) {
    const html = page(portal);
    const policy = csp(scriptsOf(portal));
    app.get(portal.path.slice(0, -1), (c) => c.redirect(portal.path, 301));
    app.get(portal.path, (c) =>
      c.html(html, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': policy }),
    );
  }
  return app;
}
