/** The sign-in flow's types, actors, actions and guards (its states: sign-in.machine.ts). */
import { assign, setup } from 'xstate';
import { apiFailureOf } from '../../schemas/api-failure';
import type {
  ApplicationAuthType,
  ApplicationAuthTypeQuery,
} from '../../schemas/application-two-factor.schema';
import type { AdapterList } from '../../schemas/boot.schema';
import type { LoginTypeEntry } from '../../schemas/login-page-config.schema';
import { needsPaidEdition } from '../../schemas/rules/edition.rule';
import { notProvided } from '../shared/not-provided';
import { choice } from './login-type-choice';
import type { InitialAdapter } from './initial-adapter';
import { LOGIN_TYPES, type LoginTypeKey, isLoginTypeKey } from './login-types';
import type { SignInInput, SignInOutput } from './sign-in.schema';

export type { SignInInput, SignInOutput };

export type SignInEvent =
  | { type: 'loginType.select'; key: string }
  /** The chosen tab's code did not arrive: try again. */
  | { type: 'loginType.retry' }
  | { type: 'signIn.retry' }
  | { type: 'application.leave' };

export type SignInContext = SignInInput & {
  /** A service provider's application: the login types it allows. */
  application: AdapterList | null;
  /** The tabs, in the tenant's order. */
  types: LoginTypeEntry[];
  /** The tab on show. */
  active: LoginTypeKey | null;
  outcome: SignInOutput | null;
};

export type ApplicationQuery = { sp_code: string; application_key: string; enterpriseId: string };

export const signInSetup = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as SignInOutput,
    // Each login type runs under its own key, so a view finds a tab's flow by it.
    children: {} as { [K in LoginTypeKey]: K } & {
      [K in LoginTypeKey as `prepare:${K}`]: 'prepareLoginType';
    } & {
      applicationLoginTypes: 'applicationLoginTypes';
      applicationAuthType: 'applicationAuthType';
    },
  },
  actors: {
    ...LOGIN_TYPES,
    applicationLoginTypes: notProvided<AdapterList, ApplicationQuery>('applicationLoginTypes'),
    applicationAuthType: notProvided<ApplicationAuthType, ApplicationAuthTypeQuery>('applicationAuthType'),
    /** Makes a login type's code ready (downloads it, for a type not in the first download). */
    prepareLoginType: notProvided<undefined, LoginTypeKey>('prepareLoginType'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    /** Tells the page the tenant knows the provider's application (it may put the tab in desktop mode). */
    applicationConfirmed: (_, _params: { applicationKey: string }) => {},
    end: assign((_, outcome: SignInOutput) => ({ outcome })),
  },
  guards: {
    isServiceProvider: ({ context }) => context.loginContext.type === 'IDAAS_SP',
    isApplicationRequest: ({ context }) => context.loginContext.type === 'APPLICATION_TWOFACTOR',
    checksByCode: (_, answer: ApplicationAuthType) => answer.authType === 'otp',
    // The server refused the application itself (an answer, not a lost connection): it does not know it.
    refusedApplication: (_, { error }: { error: unknown }) => apiFailureOf(error)?.kind === 'response',
    chose: ({ context }, { kind }: { kind: InitialAdapter['kind'] }) => choice(context).kind === kind,
    // A free tenant's paid tab opens the edition prompt (the view), never its login type: the server refuses it.
    offers: ({ context }, { key }: { key: string }) =>
      isLoginTypeKey(key) &&
      context.types.some((type) => type.key === key) &&
      !needsPaidEdition(context.tenant.systemSetting?.edition, key),
    shows: ({ context }, { key }: { key: LoginTypeKey }) => context.active === key,
  },
});
