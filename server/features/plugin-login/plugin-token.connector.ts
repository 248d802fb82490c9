import {
  basicCredentials,
  PluginPerson,
  PluginTokenAnswer,
  type PluginTokenRequest,
} from '../../../schemas/plugin-token.schema';
import { ConnectorError } from '../third-party-login/connector';
import { callProvider, parseJson, parseWith } from '../third-party-login/connectors/provider-call';
import type { PluginSource } from './plugin-source.repo';

/**
 * The code exchange with a plugin (plugin-token.schema.ts), server to server: `POST {tokenUrl}` with the
 * source's client credentials. Its failures are ConnectorErrors as a third-party provider's are: the code
 * refused (HTTP 400) `codeRejected`; the credentials refused (401, 403) `providerMisconfigured`; no answer,
 * another status or an answer of another shape `providerUnavailable`; a person whose fields break their rules
 * `tokenInvalid`. Details name the source, never the code.
 */
export async function exchangePluginCode(
  source: PluginSource,
  request: PluginTokenRequest,
  signal: AbortSignal,
): Promise<PluginPerson> {
  const what = `plugin ${source.enterpriseAuthId} token`;
  const init = {
    method: 'POST',
    headers: {
      authorization: basicCredentials(source.clientId, source.clientSecret),
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(request),
  };
  const { status, text } = await callProvider(what, new URL(source.tokenUrl), init, signal);
  if (status === 400) throw new ConnectorError('codeRejected', `${what}: HTTP 400`);
  if (status === 401 || status === 403)
    throw new ConnectorError('providerMisconfigured', `${what}: HTTP ${status}`);
  if (status !== 200) throw new ConnectorError('providerUnavailable', `${what}: HTTP ${status}`);
  const answer = parseWith(what, PluginTokenAnswer, parseJson(what, text));
  // A plugin that has no mail or phone for someone may send it empty.
  const person = PluginPerson.safeParse({
    ...answer,
    email: answer.email || null,
    phone: answer.phone || null,
  });
  if (!person.success) throw new ConnectorError('tokenInvalid', `${what}: a field breaks its rule`);
  return person.data;
}
