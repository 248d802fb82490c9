import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { APP_BASE_PATH } from '../../schemas/spec-constants';
import { PLUGIN_CALLBACK_ROUTE } from '../../schemas/plugin-login.schema';
import {
  PluginTokenRequest,
  readBasicCredentials,
  type PluginTokenAnswer,
} from '../../schemas/plugin-token.schema';
import { sameText } from '../crypto/same-text';
import {
  DEMO_HR_PASSWORD,
  DEMO_HR_PEOPLE,
  DEMO_PLUGIN_CLIENTS,
  PLUGIN_LOGIN_PATH,
  PLUGIN_TOKEN_PATH,
} from './demo-plugin-people';
import type { CodeStore } from './plugin-codes';
import { badRequestPage, loginPage, PAGE_CSS, pageLanguage } from './plugin-login-page';

const Text = z.string().check(z.minLength(1), z.maxLength(512));
/** The login page's link (SPEC 7: traceId, enterpriseAuthId, enterpriseId, clientId), and its form's fields. */
const LoginRequest = z.object({ traceId: Text, clientId: Text, enterpriseAuthId: Text, enterpriseId: Text });
const LoginForm = z.extend(LoginRequest, { username: z.string(), password: z.string() });

const CLIENTS = Object.values(DEMO_PLUGIN_CLIENTS);
const knownClient = (clientId: string) => CLIENTS.find((client) => client.clientId === clientId) ?? null;

/**
 * The demo plugin, an HR system (人事系统) of its own, speaking the plugin contract (docs/login-flows.md):
 * its login page, which sends the person back to the login server's `/adapterPluginCallback` with
 * the trace and a code, and `POST /token`, where the login server, authenticated as a client it knows, trades
 * the code for the person. Its page loads nothing from elsewhere and runs no script.
 */
export function pluginApp({ idaasOrigin, codes }: { idaasOrigin: string; codes: CodeStore }) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    // The page's link carries the trace: no other site learns it from a Referer.
    c.header('Referrer-Policy', 'no-referrer');
    // The form posts here, then goes on to the login server: form-action covers that redirect too.
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'self'; form-action 'self' ${idaasOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    );
  });
  app.get('/plugin.css', (c) => c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get(PLUGIN_LOGIN_PATH, (c) => {
    const language = pageLanguage(c.req.header('Accept-Language'));
    const request = LoginRequest.safeParse(c.req.query());
    if (!request.success || !knownClient(request.data.clientId)) return c.html(badRequestPage(language), 400);
    return c.html(loginPage(language, request.data));
  });
  app.post(PLUGIN_LOGIN_PATH, async (c) => {
    const language = pageLanguage(c.req.header('Accept-Language'));
    const form = LoginForm.safeParse(await c.req.parseBody());
    if (!form.success || !knownClient(form.data.clientId)) return c.html(badRequestPage(language), 400);
    const { username, password, ...request } = form.data;
    const person = DEMO_HR_PEOPLE.find((p) => p.username === username);
    if (!person || !sameText(DEMO_HR_PASSWORD, password))
      return c.html(loginPage(language, request, true), 401);
    const authCode = codes.issue({
      traceId: request.traceId,
      clientId: request.clientId,
      subject: person.subject,
    });
    const back = new URLSearchParams({ traceId: request.traceId, authCode });
    return c.redirect(`${idaasOrigin}${APP_BASE_PATH}#${PLUGIN_CALLBACK_ROUTE}?${back}`, 303);
  });
  app.post(PLUGIN_TOKEN_PATH, async (c) => tokenAnswer(c, codes));
  return app;
}

/** POST /token: a known client's credentials, then the code for its trace, once (plugin-codes.ts). */
async function tokenAnswer(c: Context, codes: CodeStore) {
  const credentials = readBasicCredentials(c.req.header('Authorization'));
  const client = credentials && knownClient(credentials.clientId);
  if (!credentials || !client || !sameText(client.clientSecret, credentials.clientSecret))
    return c.json({ error: 'invalid_client' }, 401, { 'WWW-Authenticate': 'Basic realm="hr-plugin"' });
  const request = PluginTokenRequest.safeParse(await c.req.json().catch(() => null));
  if (!request.success) return c.json({ error: 'invalid_request' }, 400);
  const subject = codes.redeem(request.data.authCode, request.data.traceId, client.clientId);
  const person = DEMO_HR_PEOPLE.find((p) => p.subject === subject);
  if (!person) return c.json({ error: 'invalid_code' }, 400);
  const answer: PluginTokenAnswer = {
    subject: person.subject,
    username: person.username,
    name: person.name,
    ...(person.email ? { email: person.email } : {}),
    ...(person.phone ? { phone: person.phone } : {}),
  };
  return c.json(answer);
}
