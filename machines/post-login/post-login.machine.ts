/**
 * After the token (SPEC section 4, password login); the app has stored it. Send a pending forced password
 * change to `/modifyPassword`, stop a risk-locked user, ask a service provider whether the user may enter its
 * application, ask the second factor of a user who has one (for a service provider only when the application
 * requires it too), else save the session and leave by the login type: the portal by role (with the token in
 * `idaas`), the service provider's target with the token, or the application second-factor result (success
 * returns to the application after 1.5 s; a refusal is shown, then the login after 2 s or when closed). A stored context of
 * an unknown type is read as IDAAS, so no login reaches here without one of these three.
 * Has no route: it runs on the page that got the token, under a busy overlay; its outcome is the app's next
 * step (machines/app/flow-table.ts).
 */
import { assign } from 'xstate';
import { licenseSettingsUrl } from './landing';
import { loginParams, postLoginSetup, spQuery, withToken } from './post-login.setup';

export type { PostLoginInput, PostLoginOutput } from './post-login.setup';

/** A dialog that ends the login: closed, the user signs in again. */
const untilClosed = { on: { 'dialog.close': { target: 'done', actions: 'relogin' } } } as const;

export const postLoginMachine = postLoginSetup.createMachine({
  id: 'postLogin',
  context: ({ input }) => ({
    ...input,
    userTwoFactor: false,
    chainOwes: false,
    sp: null,
    target: null,
    refusal: null,
    outcome: null,
    administrator: false,
  }),
  initial: 'starting',
  states: {
    // A token an application's code check got answers the application at once: it enters nothing else.
    starting: {
      always: [{ guard: 'checkedByCode', target: 'applicationResult' }, { target: 'passwordInfo' }],
    },
    passwordInfo: {
      tags: ['busy'],
      invoke: {
        id: 'userPasswordInfo',
        src: 'userPasswordInfo',
        input: withToken,
        onDone: [
          {
            guard: { type: 'firstLogin', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ outcome: { kind: 'modifyPassword', type: 'needModifyPasswordOfFirstLogin' } }),
          },
          {
            guard: { type: 'passwordExpired', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ outcome: { kind: 'modifyPassword', type: 'needModifyPasswordOfPwdExpire' } }),
          },
          { target: 'settings' },
        ],
        onError: { target: 'failed' },
      },
    },
    settings: {
      tags: ['busy'],
      invoke: {
        id: 'userSettingInfo',
        src: 'userSettingInfo',
        input: withToken,
        onDone: [
          {
            guard: { type: 'riskLocked', params: ({ event }) => event.output },
            target: 'lockedUser',
            actions: 'clearToken',
          },
          // A provider login asks the application first in any case: may the user enter it at all?
          {
            guard: 'isServiceProvider',
            target: 'application',
            actions: assign({
              userTwoFactor: ({ event }) => event.output.user2factor,
              chainOwes: ({ event }) => event.output.compositeSteps,
            }),
          },
          {
            guard: { type: 'hasSecondFactor', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ outcome: { kind: 'secondAuth', sp: false } }),
          },
          { target: 'saving' },
        ],
        onError: { target: 'failed' },
      },
    },
    // A service provider's application: may the user enter it, and does it want the second factor too?
    application: {
      tags: ['busy'],
      invoke: {
        id: 'spLogged',
        src: 'spLogged',
        input: ({ context }) => ({ ...withToken({ context }), ...spQuery(context) }),
        onDone: [
          {
            guard: { type: 'notPermitted', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ outcome: { kind: 'noPermission' } }),
          },
          { target: 'afterApplication', actions: assign({ sp: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed' },
      },
    },
    afterApplication: {
      always: [
        {
          guard: 'providerWantsFactor',
          target: 'done',
          actions: assign({ outcome: { kind: 'secondAuth', sp: true } }),
        },
        { target: 'saving' },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSession',
        src: 'saveSession',
        input: withToken,
        onDone: [
          { guard: 'isPortal', target: 'portal' },
          { guard: 'isServiceProvider', target: 'serviceProvider' },
          // The login context is parsed when read, so these three are all there are (SPEC section 3).
          { target: 'applicationResult' },
        ],
        onError: { target: 'failed' },
      },
    },
    portal: {
      tags: ['busy'],
      invoke: {
        id: 'rolePermissions',
        src: 'rolePermissions',
        input: withToken,
        onDone: {
          target: 'portalChosen',
          actions: [
            // SPEC section 3: the portal finds the token and the login's extra parameters in `idaas`.
            { type: 'storeLoginParams', params: ({ context }) => loginParams(context) },
            { type: 'choosePortal', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed' },
      },
    },
    portalChosen: {
      always: [{ guard: 'administrator', target: 'licenseCheck' }, { target: 'leaving' }],
    },
    // An administrator hears of the license's state first (machines/license), and may go to its settings.
    licenseCheck: {
      invoke: {
        id: 'licenseCheck',
        src: 'licenseCheck',
        input: ({ context }) => ({ license: context.license }),
        onDone: {
          target: 'leaving',
          actions: assign({
            target: ({ context, event }) =>
              event.output.next === 'licensePage' ? licenseSettingsUrl(context.config) : context.target,
          }),
        },
        onError: { target: 'failed' },
      },
    },
    serviceProvider: {
      entry: 'chooseProvider',
      always: [
        {
          guard: { type: 'isAllowedTarget', params: ({ context }) => ({ url: context.target ?? '' }) },
          target: 'leaving',
        },
        { target: 'rejectedTarget' },
      ],
    },
    // The application that asked for a second check hears that the user passed it, and says where to return.
    applicationResult: {
      tags: ['busy'],
      invoke: {
        id: 'applicationResult',
        src: 'applicationResult',
        input: ({ context }) => {
          const application =
            context.loginContext.type === 'APPLICATION_TWOFACTOR'
              ? context.loginContext.applicationData
              : null;
          return {
            username: application?.username ?? '',
            state: application?.state ?? '',
            purchaseId: application?.purchaseId ?? '',
            result: true,
            authType: context.authType,
            access_token: context.accessToken,
          };
        },
        onDone: [
          {
            guard: { type: 'applicationPassed', params: ({ event }) => event.output },
            target: 'applicationTarget',
            actions: assign({ target: ({ event }) => event.output.loginUrl ?? null }),
          },
          {
            target: 'applicationRefused',
            actions: assign({ refusal: ({ event }) => event.output.errorMessage ?? null }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    applicationTarget: {
      always: [
        {
          guard: { type: 'isAllowedTarget', params: ({ context }) => ({ url: context.target ?? '' }) },
          target: 'applicationPassed',
        },
        { target: 'rejectedTarget' },
      ],
    },
    applicationPassed: {
      tags: ['busy'],
      after: { successRedirect: 'leaving' },
    },
    // The login was only for the application: a refusal ends it here, and the token with it. The dialog says
    // so, then the login comes back by itself (SPEC 4), or at once when closed; the application's request
    // stays, for another try.
    applicationRefused: {
      entry: 'clearToken',
      after: { failureReturn: { target: 'done', actions: 'relogin' } },
      ...untilClosed,
    },
    leaving: {
      tags: ['busy'],
      entry: [
        { type: 'redirect', params: ({ context }) => ({ url: context.target ?? '' }) },
        assign({ outcome: { kind: 'left' } }),
      ],
      always: 'done',
    },
    lockedUser: untilClosed,
    rejectedTarget: untilClosed,
    failed: {
      entry: [
        { type: 'reportError', params: ({ event }) => ({ error: 'error' in event ? event.error : null }) },
        assign({ outcome: { kind: 'failed' } }),
      ],
      always: 'done',
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'failed' },
});
