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
import type { THIRD_PARTY_LOGIN_STEPS } from '../../../machines/third-party-login/third-party-login.steps';

type ThirdPartySteps = typeof THIRD_PARTY_LOGIN_STEPS;

/** Third-party sign-in's flows, one module (src/app/flow-code.tsx composes a source's start and binding from it). */
export const loadThirdPartyLogin = () => freshImport(() => import('./third-party-login.flow'));
const callbackViews = () => import('./third-party-callback.view');
const callbackPage = <F extends keyof ThirdPartySteps>(
  flow: F,
  view: Extract<keyof Awaited<ReturnType<typeof callbackViews>>, `${string}CallbackView`>,
) => ({
  load: async (deps: FlowDeps) => (await loadThirdPartyLogin()).thirdPartyCallbackFlow(deps),
  steps: async () => (await loadThirdPartyLogin()).THIRD_PARTY_LOGIN_STEPS[flow],
  page: lazyPage(withFlowCatalog('third-party-login', callbackViews), view),
  title: msg`第三方登录`,
});

export const THIRD_PARTY_LOGIN_CODE = {
  aadCallback: callbackPage('aadCallback', 'AadCallbackView'),
  oidcCodeCallback: callbackPage('oidcCodeCallback', 'OidcCodeCallbackView'),
  oidcCodeAdapterCallback: callbackPage('oidcCodeAdapterCallback', 'OidcCodeAdapterCallbackView'),
  ddtalkCallback: callbackPage('ddtalkCallback', 'DdtalkCallbackView'),
  wechatCallback: callbackPage('wechatCallback', 'WechatCallbackView'),
  wechatEnterpriseCallback: callbackPage('wechatEnterpriseCallback', 'WechatEnterpriseCallbackView'),
  wechatEnterpriseMicroCallback: callbackPage(
    'wechatEnterpriseMicroCallback',
    'WechatEnterpriseMicroCallbackView',
  ),
  alipayCallback: callbackPage('alipayCallback', 'AlipayCallbackView'),
} satisfies FlowCodes;
