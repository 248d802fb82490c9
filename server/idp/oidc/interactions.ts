import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { DEMO_IDP_PASSWORD, DEMO_PEOPLE } from '../demo-identities';
import { loginFormPage } from './login-form.page';
import { accountIdOf, type OidcVariant } from './oidc-variants';

const MAX_FORM_BYTES = 4096;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) break;
  }
  return new URLSearchParams(body);
}

const html = (response: ServerResponse, status: number, page: string) =>
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(page);

/**
 * The provider's own interaction pages (never oidc-provider's development ones, which take any name): `GET
 * {issuer}/interaction/{uid}` shows the sign-in form, `POST …/login` checks a demo person's name and the demo
 * password. Consent needs no page: every client is the demo's own (oidc-issuer.ts grants it).
 */
export async function handleInteraction(
  provider: Provider,
  variant: OidcVariant,
  issuerName: string,
  request: IncomingMessage,
  response: ServerResponse,
  rest: string,
) {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(rest);
  if (!match) return html(response, 404, 'not found');
  const action = `${variant.path}/interaction/${match[1]}/login`;
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name !== 'login') {
    // Consent is granted by loadExistingGrant; a provider that still asks finishes with nothing to add.
    return provider.interactionFinished(request, response, {}, { mergeWithLastSubmission: true });
  }
  if (request.method === 'GET' && !match[2])
    return html(response, 200, loginFormPage({ action, issuerName, error: false, username: '' }));
  if (request.method !== 'POST' || !match[2]) return html(response, 405, 'method not allowed');
  const form = await readForm(request);
  const username = form.get('username')?.trim() ?? '';
  const person = DEMO_PEOPLE.find((p) => p.key === username);
  if (!person || form.get('password') !== DEMO_IDP_PASSWORD)
    return html(response, 401, loginFormPage({ action, issuerName, error: true, username }));
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: accountIdOf(variant, person) } },
    { mergeWithLastSubmission: false },
  );
}
