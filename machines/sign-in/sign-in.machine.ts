/**
 * Sign-in (SPEC sections 2 and 4): the login page, on `/login` and `/applicationTwoFactor`. For a service
 * provider's login it first asks which login types the application allows (`application/load_auths`): an
 * application the tenant does not know is refused before any password is sent. It then chooses the login
 * type the page opens on (initial-adapter.ts) and runs each login type the user opens as a child
 * (login-types.ts); a child keeps running when the user switches to another tab, so nothing typed is lost.
 * An application's request (`/applicationTwoFactor`) first asks how the application checks its user
 * (`getAuthType`): by the password, on this page, or by a one-time code, which its own flow asks for.
 * It ends with the first child's token, or says why the page cannot sign anyone in.
 */
import { type SnapshotFrom, assign } from 'xstate';
import { spApplicationOf } from '../../schemas/login-context.schema';
import type { LoginTypeOutput } from '../shared/login-type';
import { choice, loginTypeInput } from './login-type-choice';
import { LOGIN_TYPE_KEYS, type LoginTypeKey, isLoginTypeKey } from './login-types';
import { type SignInEvent, type SignInInput, type SignInOutput, signInSetup } from './sign-in.setup';

export type { ApplicationQuery, SignInContext } from './sign-in.setup';
export type { SignInEvent, SignInInput, SignInOutput };

/** The child that runs `key`, under its own id: one of the login types, as XState types an invoke. */
type LoginTypeChild = { [K in LoginTypeKey]: { id: K; src: K } }[LoginTypeKey];
const childOf = (key: LoginTypeKey) => ({ id: key, src: key }) as LoginTypeChild;

/**
 * A login type's own region: prepared and started the first time its tab shows, then kept running. A tab
 * whose code did not arrive waits in `failed` for the user's retry (`failedTypes` lists them for the view).
 */
const loginTypeRegion = (key: LoginTypeKey) =>
  signInSetup.createStateConfig({
    initial: 'idle',
    states: {
      idle: { always: { guard: { type: 'shows', params: { key } }, target: 'preparing' } },
      preparing: {
        invoke: {
          id: `prepare:${key}` as const,
          src: 'prepareLoginType',
          input: key,
          onDone: 'running',
          // Its code did not arrive (offline, a failed download): the tab says so and offers to try again,
          // while the other tabs and the rest of the card go on working.
          onError: 'failed',
        },
      },
      failed: {
        on: { 'loginType.retry': { guard: { type: 'shows', params: { key } }, target: 'preparing' } },
      },
      running: {
        invoke: {
          ...childOf(key),
          input: ({ context }) => loginTypeInput(context, key),
          onDone: {
            target: '#signIn.signedIn',
            actions: {
              type: 'end',
              // Every login type ends with what its proof was granted (machines/shared/grant.ts).
              params: ({ event: { output } }: { event: { output: LoginTypeOutput } }): SignInOutput => output,
            },
          },
          // A login type that breaks is a bug: the page says it cannot sign in and offers a fresh start.
          onError: {
            target: '#signIn.unavailable',
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
    },
  });

export const signInMachine = signInSetup.createMachine({
  id: 'signIn',
  context: ({ input }) => ({ ...input, application: null, types: [], active: null, outcome: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isServiceProvider', target: 'checkingApplication' },
        { guard: 'isApplicationRequest', target: 'checkingAuthType' },
        { target: 'choosing' },
      ],
    },
    // An application's request: by the password (this page) or by a one-time code (its own flow)?
    checkingAuthType: {
      tags: ['busy'],
      invoke: {
        id: 'applicationAuthType',
        src: 'applicationAuthType',
        input: ({ context }) => ({
          purchaseId:
            context.loginContext.type === 'APPLICATION_TWOFACTOR'
              ? context.loginContext.applicationData.purchaseId
              : '',
          enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
        }),
        onDone: [
          {
            guard: { type: 'checksByCode', params: ({ event }) => event.output },
            target: 'left',
            actions: { type: 'end', params: { kind: 'applicationCode' } },
          },
          { target: 'choosing' },
        ],
        onError: [
          {
            guard: { type: 'refusedApplication', params: ({ event }) => ({ error: event.error }) },
            target: 'unknownApplication',
          },
          { target: 'applicationUnavailable' },
        ],
      },
    },
    checkingApplication: {
      tags: ['busy'],
      invoke: {
        id: 'applicationLoginTypes',
        src: 'applicationLoginTypes',
        input: ({ context }) => ({
          sp_code: context.loginContext.type === 'IDAAS_SP' ? context.loginContext.spData.sp_code : '',
          application_key:
            context.loginContext.type === 'IDAAS_SP' ? context.loginContext.spData.application_key : '',
          enterpriseId: context.tenant.enterprise?.enterpriseId ?? '',
        }),
        onDone: {
          target: 'choosing',
          actions: [
            assign({ application: ({ event }) => event.output }),
            {
              type: 'applicationConfirmed',
              params: ({ context }) => ({
                applicationKey: spApplicationOf(context.loginContext)?.application_key ?? '',
              }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'refusedApplication', params: ({ event }) => ({ error: event.error }) },
            target: 'unknownApplication',
          },
          { target: 'applicationUnavailable' },
        ],
      },
    },
    // What the application allows did not load (no answer): the page says so and offers to try again.
    applicationUnavailable: { on: { 'signIn.retry': 'starting' } },
    // The link names an application the tenant does not know: no form, a way to the plain login.
    unknownApplication: {
      on: {
        'application.leave': {
          target: 'left',
          actions: { type: 'end', params: { kind: 'plainLogin' } },
        },
      },
    },
    choosing: {
      always: [
        { guard: { type: 'chose', params: { kind: 'unavailable' } }, target: 'unavailable' },
        {
          guard: { type: 'chose', params: { kind: 'noSecurityAuth' } },
          target: 'left',
          actions: { type: 'end', params: { kind: 'noSecurityAuth' } },
        },
        {
          target: 'open',
          actions: assign(({ context }) => {
            const chosen = choice(context);
            return chosen.kind === 'adapter' && isLoginTypeKey(chosen.key)
              ? { types: chosen.types, active: chosen.key }
              : {};
          }),
        },
      ],
    },
    // The tenant's login types did not load: the page says so, and a retry loads the tenant again.
    unavailable: {
      on: { 'signIn.retry': { target: 'left', actions: { type: 'end', params: { kind: 'reboot' } } } },
    },
    open: {
      type: 'parallel',
      on: {
        'loginType.select': {
          guard: { type: 'offers', params: ({ event }) => ({ key: event.key }) },
          actions: assign({
            active: ({ context, event }) => (isLoginTypeKey(event.key) ? event.key : context.active),
          }),
        },
      },
      states: Object.fromEntries(LOGIN_TYPE_KEYS.map((key) => [key, loginTypeRegion(key)])),
    },
    signedIn: { type: 'final' },
    left: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'reboot' },
});

/** Whether `key`'s tab waits for a retry: its code did not arrive. */
export const loginTypeFailed = (snapshot: SnapshotFrom<typeof signInMachine>, key: LoginTypeKey): boolean =>
  snapshot.matches({ open: { [key]: 'failed' } });
