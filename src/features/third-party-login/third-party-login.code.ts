/**
 * The browser's side of the providers' callbacks: their machine and pages, downloaded when used. The source's
 * start and the binding compose other features' parts, so src/app/flow-code.tsx holds them.
 */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowDeps } from '../../shared/flow-deps';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

/** Third-party sign-in's flows, one module (src/app/flow-code.tsx composes a source's start and binding from it). */
export const loadThirdPartyLogin = () => freshImport(() => import('./third-party-login.flow'));
const callbackViews = () => import('./third-party-callback.view');
const callbackPage = (
  view: Extract<keyof Awaited<ReturnType<typeof callbackViews>>, `${string}CallbackView`>,
) => ({
  load: async (deps: FlowDeps) => (await loadThirdPartyLogin()).thirdPartyCallbackFlow(deps),
  page: lazyPage(withFlowCatalog('third-party-login', callbackViews), view),
  title: msg`第三方登录`,
});

export const THIRD_PARTY_LOGIN_CODE = {
  aadCallback: callbackPage('AadCallbackView'),
  oidcCodeCallback: callbackPage('OidcCodeCallbackView'),
  oidcCodeAdapterCallback: callbackPage('OidcCodeAdapterCallbackView'),
  ddtalkCallback: callbackPage('DdtalkCallbackView'),
  wechatCallback: callbackPage('WechatCallbackView'),
  wechatEnterpriseCallback: callbackPage('WechatEnterpriseCallbackView'),
  wechatEnterpriseMicroCallback: callbackPage('WechatEnterpriseMicroCallbackView'),
  alipayCallback: callbackPage('AlipayCallbackView'),
} satisfies FlowCodes;
