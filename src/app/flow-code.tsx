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
import type { BindFlowId } from '../../machines/bind/bind.entry';
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

const loadBind = () => freshImport(() => import('../features/bind/bind.flow'));
// The binding pages sign the local account in with the password login's machine and form, or register one with
// the registration's.
const bindPages = withFlowCatalog(
  ['bind', 'register', 'password-policy', 'phone-regions', 'dictionary'],
  async () => {
    const [bind, registration] = await Promise.all([
      import('../features/bind/bind.view'),
      import('../features/register/register.view'),
    ]);
    const page = bind.bindView(PasswordForm, registration.RegisterSteps);
    return {
      adapterBind: page('adapterBind'),
      pluginBind: page('pluginBind'),
      pluginRegister: page('pluginRegister'),
    };
  },
);
const bindCode = <F extends BindFlowId>(flow: F): FlowCode<F> => ({
  load: async (deps) => {
    const [bind, registration] = await Promise.all([loadBind(), loadRegister()]);
    return bind.bindFlow(
      deps,
      (binding) => passwordLoginFlow(deps, { bind: binding }),
      (binding) => registration.registerFlow(deps, binding),
    );
  },
  steps: async () => (await loadBind()).BIND_STEPS[flow],
  page: lazyPage(bindPages, flow),
  title: flow === 'pluginRegister' ? msg`注册并绑定` : msg`绑定账号`,
});

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
  adapterBind: bindCode('adapterBind'),
  pluginBind: bindCode('pluginBind'),
  pluginRegister: bindCode('pluginRegister'),
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
