/**
 * The flows, on the browser's side: each one's code (its machine wired to this browser's effects, downloaded
 * on demand unless it is the first screen's), and, for a flow with a route, its page and tab title. The
 * type below makes a flow without code, or a routed flow without a page, a compile error.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteComponent } from '@tanstack/react-router';
import type { FlowId, LogicOf } from '../../machines/app/flow-table';
import type { RoutedFlowId } from '../../machines/app/route-table';
import { startChain } from '../features/composite/start-chain';
import { PasswordForm } from '../features/password-login/password-form.view';
import { passwordLoginFlow } from '../features/password-login/password-login.flow';
import { LoginPageView } from '../features/sign-in/login-page.view';
import { signInFlow } from '../features/sign-in/sign-in.flow';
import { freshImport } from '../effects/chunk-retry';
import { withFlowCatalog } from '../i18n/flow-catalog';
import type { FlowDeps } from '../shared/flow-deps';
import { lazyView } from '../shared/lazy-view';
import { lazyPage } from './lazy-page';
import { LOGIN_TYPE_PANELS, loginTypeCode } from './login-type-table';

type FlowCode<F extends FlowId> = {
  /** The flow's machine with its effects; a dynamic import keeps it out of the first download. */
  load: (deps: FlowDeps) => Promise<LogicOf<F>>;
} & (F extends RoutedFlowId ? { page: RouteComponent; title: MessageDescriptor } : unknown);

// The login page is the first screen: its flow and page are in the first download, not a chunk of their own.
// An application that checks its user by a one-time code: that form, downloaded with its texts when needed.
const ApplicationCodeForm = lazyView(
  withFlowCatalog('application-code', () => import('../features/application-code/application-code.view')),
);
const LoginPage = () => <LoginPageView panels={LOGIN_TYPE_PANELS} CodeForm={ApplicationCodeForm} />;
const signIn = async (deps: FlowDeps) => signInFlow(deps, loginTypeCode(deps));

const registerCode = () => freshImport(() => import('../features/register/register.flow'));

// Third-party sign-in's flows share one module, its pages one catalog.
const thirdParty = () => freshImport(() => import('../features/third-party-login/third-party-login.flow'));
const pluginLogin = () => freshImport(() => import('../features/plugin-login/plugin-login.flow'));
const callbackViews = () => import('../features/third-party-login/third-party-callback.view');
/** A plugin page: its module with the plugins' catalog. */
const pluginPage = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  view: K,
) => lazyPage(withFlowCatalog('plugin-login', load), view);
const callbackPage = (
  view: Extract<keyof Awaited<ReturnType<typeof callbackViews>>, `${string}CallbackView`>,
) => ({
  load: async (deps: FlowDeps) => (await thirdParty()).thirdPartyCallbackFlow(deps),
  page: lazyPage(withFlowCatalog('third-party-login', callbackViews), view),
  title: msg`第三方登录`,
});

export const FLOW_CODE: { [F in FlowId]: FlowCode<F> } = {
  signIn: { load: signIn, page: LoginPage, title: msg`登录` },
  applicationTwoFactor: { load: signIn, page: LoginPage, title: msg`应用二次认证` },
  // Runs in the login card of `/applicationTwoFactor` (login-page.view.tsx shows its form).
  applicationCode: {
    load: async (deps) =>
      (
        await freshImport(() => import('../features/application-code/application-code.flow'))
      ).applicationCodeFlow(deps),
  },
  postLogin: {
    load: async (deps) =>
      (await freshImport(() => import('../features/post-login/post-login.flow'))).postLoginFlow(deps),
  },
  modifyPassword: {
    load: async (deps) =>
      (
        await freshImport(() => import('../features/modify-password/modify-password.flow'))
      ).modifyPasswordFlow(deps),
    page: lazyPage(
      withFlowCatalog(
        ['modify-password', 'password-policy'],
        () => import('../features/modify-password/modify-password.view'),
      ),
      'ModifyPasswordView',
    ),
    title: msg`修改密码`,
  },
  secondFactor: {
    load: async (deps) =>
      (await freshImport(() => import('../features/second-factor/second-factor.flow'))).secondFactorFlow(
        deps,
      ),
    page: lazyPage(
      withFlowCatalog('second-factor', () => import('../features/second-factor/second-factor.view')),
      'SecondFactorView',
    ),
    title: msg`二次认证`,
  },
  loginAccess: {
    load: async (deps) =>
      (await freshImport(() => import('../features/login-access/login-access.flow'))).loginAccessFlow(deps),
    page: lazyPage(
      withFlowCatalog('login-access', () => import('../features/login-access/login-access.view')),
      'LoginAccessView',
    ),
    title: msg`访问应用`,
  },
  register: {
    load: async (deps) => (await registerCode()).registerFlow(deps),
    page: lazyPage(
      withFlowCatalog(
        ['register', 'password-policy', 'phone-regions', 'dictionary'],
        () => import('../features/register/register.view'),
      ),
      'RegisterView',
    ),
    title: msg`注册`,
  },
  resetPassword: {
    load: async (deps) =>
      (await freshImport(() => import('../features/reset-password/reset-password.flow'))).resetPasswordFlow(
        deps,
      ),
    page: lazyPage(
      withFlowCatalog(
        ['reset-password', 'password-policy', 'phone-regions'],
        () => import('../features/reset-password/reset-password.view'),
      ),
      'ResetPasswordView',
    ),
    title: msg`找回密码`,
  },
  logout: {
    load: async (deps) =>
      (await freshImport(() => import('../features/logout/logout.flow'))).logoutFlow(deps),
    page: lazyPage(() => freshImport(() => import('../features/logout/logout.view')), 'LogoutView'),
    title: msg`退出登录`,
  },
  adapterLogin: {
    // A plugin source's start downloads with the first plugin button pressed.
    load: async (deps) =>
      (await thirdParty()).adapterLoginFlow(
        deps,
        async (input, signal) => (await pluginLogin()).pluginStart(deps, input, signal),
        // A plugin source may be a composite chain's first step (issue 15).
        (body, signal) => startChain(deps.api, body, signal),
      ),
    page: lazyPage(
      withFlowCatalog('third-party-login', () => import('../features/third-party-login/adapter-login.view')),
      'AdapterLoginView',
    ),
    title: msg`第三方登录`,
  },
  aadCallback: callbackPage('AadCallbackView'),
  oidcCodeCallback: callbackPage('OidcCodeCallbackView'),
  oidcCodeAdapterCallback: callbackPage('OidcCodeAdapterCallbackView'),
  ddtalkCallback: callbackPage('DdtalkCallbackView'),
  wechatCallback: callbackPage('WechatCallbackView'),
  wechatEnterpriseCallback: callbackPage('WechatEnterpriseCallbackView'),
  wechatEnterpriseMicroCallback: callbackPage('WechatEnterpriseMicroCallbackView'),
  alipayCallback: callbackPage('AlipayCallbackView'),
  // The binding signs the local account in with the password login's machine and form, or registers one with
  // the registration's.
  adapterBind: {
    load: async (deps) => {
      const [flows, registration] = await Promise.all([thirdParty(), registerCode()]);
      return flows.adapterBindFlow(
        deps,
        (bind) => passwordLoginFlow(deps, { bind }),
        (bind) => registration.registerFlow(deps, bind),
      );
    },
    page: lazyPage(
      withFlowCatalog(
        ['third-party-login', 'register', 'password-policy', 'phone-regions', 'dictionary'],
        async () => {
          const [bind, registration] = await Promise.all([
            import('../features/third-party-login/adapter-bind.view'),
            import('../features/register/register.view'),
          ]);
          return { AdapterBindView: bind.adapterBindView(PasswordForm, registration.RegisterSteps) };
        },
      ),
      'AdapterBindView',
    ),
    title: msg`绑定账号`,
  },
  pluginCallback: {
    load: async (deps) => (await pluginLogin()).pluginCallbackFlow(deps),
    page: pluginPage(() => import('../features/plugin-login/plugin-callback.view'), 'PluginCallbackView'),
    title: msg`外部系统登录`,
  },
  // The binding signs the local account in with the password login's machine and form.
  pluginBind: {
    load: async (deps) =>
      (await pluginLogin()).pluginBindFlow(deps, (bind) => passwordLoginFlow(deps, { bind })),
    page: pluginPage(
      async () => ({
        PluginBindView: (await import('../features/plugin-login/plugin-bind.view')).pluginBindView(
          PasswordForm,
        ),
      }),
      'PluginBindView',
    ),
    title: msg`绑定账号`,
  },
  // The registration registers with the registration's machine and steps.
  pluginRegister: {
    load: async (deps) => {
      const [flows, registration] = await Promise.all([pluginLogin(), registerCode()]);
      return flows.pluginRegisterFlow(deps, (bind) => registration.registerFlow(deps, bind));
    },
    page: lazyPage(
      withFlowCatalog(
        ['plugin-login', 'register', 'password-policy', 'phone-regions', 'dictionary'],
        async () => {
          const [page, registration] = await Promise.all([
            import('../features/plugin-login/plugin-register.view'),
            import('../features/register/register.view'),
          ]);
          return { PluginRegisterView: page.pluginRegisterView(registration.RegisterSteps) };
        },
      ),
      'PluginRegisterView',
    ),
    title: msg`注册并绑定`,
  },
  pluginComplement: {
    load: async (deps) => (await pluginLogin()).pluginComplementFlow(deps),
    page: pluginPage(() => import('../features/plugin-login/plugin-complement.view'), 'PluginComplementView'),
    title: msg`补充账号信息`,
  },
  // A chain's login steps run the login page's own login types and forms.
  compositeLogin: {
    load: async (deps) =>
      (await freshImport(() => import('../features/composite/composite-chain.flow'))).compositeChainFlow(
        deps,
        loginTypeCode(deps),
      ),
    page: lazyPage(
      withFlowCatalog('composite', async () => ({
        CompositeLoginView: (await import('../features/composite/composite-login.view')).compositeLoginView(
          LOGIN_TYPE_PANELS,
        ),
      })),
      'CompositeLoginView',
    ),
    title: msg`多步验证`,
  },
  enterpriseSelect: {
    load: async (deps) =>
      (await freshImport(() => import('../features/tenant-select/tenant-select.flow'))).tenantSelectFlow(
        deps,
      ),
    page: lazyPage(
      withFlowCatalog('tenant-select', () => import('../features/tenant-select/tenant-select.view')),
      'TenantSelectView',
    ),
    title: msg`选择企业`,
  },
};
