/**
 * The flows on the browser's side (src/shared/flow-code.ts says what each holds). A feature declares the code of
 * its own flows (`src/features/<flow>/<flow>.code.ts`), which `npm run features` lists in flow-code.gen.ts;
 * here are only the flows that compose several features (a feature never imports another): the login page,
 * which runs every login type, the chain, and the bindings and a source's start. The type below makes a flow
 * without code, or a routed flow without a page, a compile error.
 */
import { msg } from '@lingui/core/macro';
import type { FlowId } from '../../machines/app/flow-table';
import { startChain } from '../features/composite/start-chain';
import { PasswordForm } from '../features/password-login/password-form.view';
import { passwordLoginFlow } from '../features/password-login/password-login.flow';
import { LoginPageView } from '../features/sign-in/login-page.view';
import { signInFlow } from '../features/sign-in/sign-in.flow';
import { SIGN_IN_STEPS } from '../../machines/sign-in/sign-in.steps';
import { freshImport } from '../effects/chunk-retry';
import { withFlowCatalog } from '../i18n/flow-catalog';
import type { FlowCode } from '../shared/flow-code';
import type { FlowDeps } from '../shared/flow-deps';
import { lazyPage } from '../shared/lazy-page';
import { lazyView } from '../shared/lazy-view';
import { loadPluginLogin } from '../features/plugin-login/plugin-login.code';
import { loadRegister } from '../features/register/register.code';
import { loadThirdPartyLogin } from '../features/third-party-login/third-party-login.code';
import { FEATURE_CODE } from './flow-code.gen';
import { LOGIN_TYPE_PANELS, loginTypeCode } from './login-type-table';

// The login page is the first screen: its flow and page are in the first download, not a chunk of their own.
// An application that checks its user by a one-time code: that form, downloaded with its texts when needed.
const ApplicationCodeForm = lazyView(
  withFlowCatalog('application-code', () => import('../features/application-code/application-code.view')),
);
const LoginPage = () => <LoginPageView panels={LOGIN_TYPE_PANELS} CodeForm={ApplicationCodeForm} />;
const signIn = async (deps: FlowDeps) => signInFlow(deps, loginTypeCode(deps));

export const FLOW_CODE: { [F in FlowId]: FlowCode<F> } = {
  ...FEATURE_CODE,
  signIn: { load: signIn, steps: async () => SIGN_IN_STEPS.signIn, page: LoginPage, title: msg`登录` },
  applicationTwoFactor: {
    load: signIn,
    steps: async () => SIGN_IN_STEPS.applicationTwoFactor,
    page: LoginPage,
    title: msg`应用二次认证`,
  },
  adapterLogin: {
    // A plugin source's start downloads with the first plugin button pressed.
    load: async (deps) =>
      (await loadThirdPartyLogin()).adapterLoginFlow(
        deps,
        async (input, signal) => (await loadPluginLogin()).pluginStart(deps, input, signal),
        // A plugin source may be a composite chain's first step (issue 15).
        (body, signal) => startChain(deps.api, body, signal),
      ),
    steps: async () => (await loadThirdPartyLogin()).THIRD_PARTY_LOGIN_STEPS.adapterLogin,
    page: lazyPage(
      withFlowCatalog('third-party-login', () => import('../features/third-party-login/adapter-login.view')),
      'AdapterLoginView',
    ),
    title: msg`第三方登录`,
  },
  // The binding signs the local account in with the password login's machine and form, or registers one with
  // the registration's.
  adapterBind: {
    load: async (deps) => {
      const [flows, registration] = await Promise.all([loadThirdPartyLogin(), loadRegister()]);
      return flows.adapterBindFlow(
        deps,
        (bind) => passwordLoginFlow(deps, { bind }),
        (bind) => registration.registerFlow(deps, bind),
      );
    },
    steps: async () => (await loadThirdPartyLogin()).THIRD_PARTY_LOGIN_STEPS.adapterBind,
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
  // The binding signs the local account in with the password login's machine and form.
  pluginBind: {
    load: async (deps) =>
      (await loadPluginLogin()).pluginBindFlow(deps, (bind) => passwordLoginFlow(deps, { bind })),
    steps: async () => (await loadPluginLogin()).PLUGIN_LOGIN_STEPS.pluginBind,
    page: lazyPage(
      withFlowCatalog('plugin-login', async () => ({
        PluginBindView: (await import('../features/plugin-login/plugin-bind.view')).pluginBindView(
          PasswordForm,
        ),
      })),
      'PluginBindView',
    ),
    title: msg`绑定账号`,
  },
  // The registration registers with the registration's machine and steps.
  pluginRegister: {
    load: async (deps) => {
      const [flows, registration] = await Promise.all([loadPluginLogin(), loadRegister()]);
      return flows.pluginRegisterFlow(deps, (bind) => registration.registerFlow(deps, bind));
    },
    steps: async () => (await loadPluginLogin()).PLUGIN_LOGIN_STEPS.pluginRegister,
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
  // A chain's login steps run the login page's own login types and forms.
  compositeLogin: {
    load: async (deps) =>
      (await freshImport(() => import('../features/composite/composite-chain.flow'))).compositeChainFlow(
        deps,
        loginTypeCode(deps),
      ),
    steps: async () =>
      (await freshImport(() => import('../features/composite/composite-chain.flow'))).COMPOSITE_STEPS
        .compositeLogin,
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
};
