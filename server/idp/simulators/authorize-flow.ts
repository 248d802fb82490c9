import type { Hono } from 'hono';
import { type DemoPerson, DEMO_PEOPLE } from '../demo-identities';
import {
  type AuthorizeFrame,
  type AuthorizeScreen,
  type ProviderError,
  type ProviderName,
  authorizePage,
  providerErrorPage,
} from './authorize-page';
import { FRAME_MESSAGE_SCRIPT, FRAME_TOP_SCRIPT, simulatorCsp } from './simulator-csp';
import type { SimulatorOptions } from './simulator-app';

/** An authorisation request the provider accepted: where to send the browser back. */
export type AcceptedAuthorization = { redirectUri: string };

/** One provider's authorisation endpoint: its path, its checks and what its redirect carries. */
export type AuthorizeFlow = {
  provider: ProviderName;
  /** The path below the simulator's prefix, the real host's path (`/oauth2/auth`, `/connect/qrconnect`…). */
  path: string;
  screen: AuthorizeScreen;
  /** The provider's checks of the query (client id, redirect_uri, response type, scope), in its order. */
  check(query: Record<string, string>): AcceptedAuthorization | ProviderError;
  /** The query the redirect carries once the person authorised (a fresh code, the state…). */
  approve(query: Record<string, string>, person: DemoPerson): Record<string, string>;
  /** The query the redirect carries when the person declined. */
  decline(query: Record<string, string>): Record<string, string>;
  /** How the query asks the page to be shown (the web SDK's frame); the provider's own page without. */
  frame?(query: Record<string, string>): AuthorizeFrame;
};

/** The web pages' screen: their QR code. */
export const QR_SCREEN: AuthorizeScreen = { kind: 'qr' };

const accepted = (result: AcceptedAuthorization | ProviderError): result is AcceptedAuthorization =>
  'redirectUri' in result;

const withQuery = (base: string, query: Record<string, string>): string => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
};

/**
 * Serves a flow's page (GET) and its buttons (POST to the same path, the query carried as form fields and
 * checked again: the POST is as untrusted as the GET). Framed, the page may be framed by the login servers;
 * DingTalk's frame answers its parent by message instead of a redirect.
 */
export function mountAuthorizeFlow(
  app: Hono,
  flow: AuthorizeFlow,
  { origin, clientOrigins }: SimulatorOptions,
  prefix: string,
): void {
  const action = `${prefix}${flow.path}`;
  const frameOf = (query: Record<string, string>) => flow.frame?.(query) ?? 'page';
  const policy = (frame: AuthorizeFrame) => ({
    'Content-Security-Policy': simulatorCsp(clientOrigins, frame !== 'page'),
  });
  app.get(flow.path, (c) => {
    const query = c.req.query();
    const frame = frameOf(query);
    const result = flow.check(query);
    if (!accepted(result)) return c.html(providerErrorPage(flow.provider, result), 400, policy(frame));
    const selfUrl = withQuery(`${origin}${action}`, query);
    const page = { provider: flow.provider, selfUrl, screen: flow.screen, action, fields: query, frame };
    return c.html(authorizePage(page), 200, policy(frame));
  });
  app.post(flow.path, async (c) => {
    const form = await c.req.parseBody();
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(form)) if (typeof value === 'string') query[name] = value;
    const { person: personKey, decision, ...fields } = query;
    const frame = frameOf(fields);
    const result = flow.check(fields);
    if (!accepted(result)) return c.html(providerErrorPage(flow.provider, result), 400, policy(frame));
    const person = DEMO_PEOPLE.find(({ key }) => key === personKey);
    if (decision !== 'decline' && !person)
      return c.html(providerErrorPage(flow.provider, UNKNOWN_PERSON), 400, policy(frame));
    const answer = decision === 'decline' || !person ? flow.decline(fields) : flow.approve(fields, person);
    const back = withQuery(result.redirectUri, answer);
    if (frame === 'page') return c.redirect(back, 302);
    const page =
      frame === 'message' ? frameMessagePage(back, answer) : frameAnswerPage({ url: back }, FRAME_TOP_SCRIPT);
    return c.html(page, 200, policy(frame));
  });
}

/** A framed page's answer: its data block and the one script that reads it (simulator-csp.ts). */
function frameAnswerPage(data: unknown, script: string): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html><meta charset="utf-8"><title>Answer</title>
<script id="result" type="application/json">${json}</script><script>${script}</script>`;
}

/** DTFrameLogin's answer to its parent: `{success, redirectUrl, authCode, state}`, to the receiver's origin only. */
function frameMessagePage(redirectUrl: string, answer: Record<string, string>): string {
  const message = {
    success: !answer.error,
    redirectUrl,
    authCode: answer.authCode ?? '',
    state: answer.state ?? '',
  };
  return frameAnswerPage({ message, origin: new URL(redirectUrl).origin }, FRAME_MESSAGE_SCRIPT);
}

const UNKNOWN_PERSON: ProviderError = {
  code: 'unknown_person',
  zh: '没有这个演示用户',
  en: 'No such demo person',
};
