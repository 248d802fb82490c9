import type { ThirdPartyKind } from '../../../../schemas/third-party-sources';
import {
  ConnectorError,
  type AppClient,
  type AppTokens,
  type AuthorizationRequest,
  type CodeExchange,
  type Connector,
  type ExternalIdentity,
} from '../connector';
import { aadConnector } from './aad.connector';
import { alipayConnector } from './alipay.connector';
import { ddtalkConnector } from './ddtalk.connector';
import { oidcCodeAdapterConnector } from './oidc-code-adapter.connector';
import { oidcCodeConnector } from './oidc-code.connector';
import { wechatConnector } from './wechat.connector';
import { wechatenterpriseConnector } from './wechatenterprise.connector';

/** A source as stored: its settings not yet read by the connector. */
export type StoredSource = {
  clientId: string;
  clientSecret: string;
  inAppClient: AppClient | null;
  settings: unknown;
};

/** A connector that reads the stored settings itself, so connectors of every settings type sit in one table. */
export type SourceConnector = {
  usesPkce: boolean;
  usesNonce: boolean;
  /** The origin an embedded login frames, from the stored settings; null for a kind that embeds none. */
  frameOrigin(settings: unknown): string | null;
  authorizeUrl(source: StoredSource, request: AuthorizationRequest, signal: AbortSignal): Promise<string>;
  exchange(
    source: StoredSource,
    exchange: CodeExchange,
    signal: AbortSignal,
    appTokens: AppTokens,
  ): Promise<ExternalIdentity>;
};

function sourceConnector<S>(connector: Connector<S>): SourceConnector {
  const credentials = (source: StoredSource) => {
    const settings = connector.settings.safeParse(source.settings);
    // Settings an administrator got wrong: the provider cannot be asked.
    if (!settings.success) throw new ConnectorError('providerMisconfigured', `${connector.kind} settings`);
    return { ...source, settings: settings.data };
  };
  return {
    usesPkce: connector.usesPkce,
    usesNonce: connector.usesNonce,
    frameOrigin: (stored) => {
      const settings = connector.settings.safeParse(stored);
      return settings.success && connector.frameOrigin ? connector.frameOrigin(settings.data) : null;
    },
    authorizeUrl: (source, request, signal) => connector.authorizeUrl(credentials(source), request, signal),
    exchange: (source, exchange, signal, appTokens) =>
      connector.exchange(credentials(source), exchange, signal, appTokens),
  };
}

/** The connector of each kind (a kind without one would leave its sources unavailable). */
export const CONNECTORS: Partial<Record<ThirdPartyKind, SourceConnector>> = {
  aad: sourceConnector(aadConnector),
  oidc_code: sourceConnector(oidcCodeConnector),
  oidc_code_adapter: sourceConnector(oidcCodeAdapterConnector),
  ddtalk: sourceConnector(ddtalkConnector),
  wechat: sourceConnector(wechatConnector),
  wechatenterprise: sourceConnector(wechatenterpriseConnector),
  alipay: sourceConnector(alipayConnector),
};
