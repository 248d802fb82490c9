import type { Hono } from 'hono';
import { type DemoPerson, DEMO_PEOPLE } from '../demo-identities';
import {
  type AuthorizeScreen,
  type ProviderError,
  type ProviderName,
  authorizePage,
  providerErrorPage,
} from './authorize-page';

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
 * checked again: the POST is as untrusted as the GET).
 */
export function mountAuthorizeFlow(app: Hono, flow: AuthorizeFlow, origin: string, prefix: string): void {
  const action = `${prefix}${flow.path}`;
  app.get(flow.path, (c) => {
    const query = c.req.query();
    const result = flow.check(query);
    if (!accepted(result)) return c.html(providerErrorPage(flow.provider, result), 400);
    const selfUrl = withQuery(`${origin}${action}`, query);
    return c.html(
      authorizePage({ provider: flow.provider, selfUrl, screen: flow.screen, action, fields: query }),
    );
  });
  app.post(flow.path, async (c) => {
    const form = await c.req.parseBody();
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(form)) if (typeof value === 'string') query[name] = value;
    const { person: personKey, decision, ...fields } = query;
    const result = flow.check(fields);
    if (!accepted(result)) return c.html(providerErrorPage(flow.provider, result), 400);
    if (decision === 'decline') return c.redirect(withQuery(result.redirectUri, flow.decline(fields)), 302);
    const person = DEMO_PEOPLE.find(({ key }) => key === personKey);
    if (!person) return c.html(providerErrorPage(flow.provider, UNKNOWN_PERSON), 400);
    return c.redirect(withQuery(result.redirectUri, flow.approve(fields, person)), 302);
  });
}

const UNKNOWN_PERSON: ProviderError = {
  code: 'unknown_person',
  zh: '没有这个演示用户',
  en: 'No such demo person',
};
