/**
 * The login-access page (SPEC sections 2 and 8): a signed-in user opens a service provider's application, from
 * the portal, by `/loginAccess?sp_code&application_key`. A first password change still pending sends the user
 * back where they came from (SPEC 8). Otherwise `2factor/application_security_level` says whether the user may
 * enter, and whether the user's second factor comes first: the application's security level or setting asks
 * it of a user who has one, once per session. Then the login goes on as a provider's login.
 * Route: `/loginAccess`, every state.
 */
import { assign, setup } from 'xstate';
import { apiFailureOf } from '../../schemas/api-failure';
import type { ApplicationSecurityLevel } from '../../schemas/login-access.schema';
import type { SpLoggedQuery, UserPasswordInfo } from '../../schemas/session.schema';
import { notProvided } from '../shared/not-provided';
import type { LoginAccessOutput } from './login-access.schema';

export type LoginAccessInput = SpLoggedQuery & { accessToken: string };
export type LoginAccessEvent = { type: 'access.retry' } | { type: 'access.back' };
type WithToken = { accessToken: string };

const end = (outcome: LoginAccessOutput) => ({ type: 'end', params: outcome }) as const;
const report = {
  type: 'reportError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const loginAccessMachine = setup({
  types: {
    input: {} as LoginAccessInput,
    context: {} as LoginAccessInput & { outcome: LoginAccessOutput | null },
    events: {} as LoginAccessEvent,
    output: {} as LoginAccessOutput,
  },
  actors: {
    userPasswordInfo: notProvided<UserPasswordInfo, WithToken>('userPasswordInfo'),
    applicationSecurityLevel: notProvided<ApplicationSecurityLevel, LoginAccessInput>(
      'applicationSecurityLevel',
    ),
  },
  actions: {
    end: assign((_, outcome: LoginAccessOutput) => ({ outcome })),
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    firstLogin: (_, info: UserPasswordInfo) => info.needModifyPasswordOfFirstLogin,
    notPermitted: (_, level: ApplicationSecurityLevel) => !level.permitted,
    asksFactor: (_, level: ApplicationSecurityLevel) => level.secondFactor,
    // The server refused the application by name (unknown sp_code or key); anything else is the app's to handle.
    refusedApplication: (_, { error }: { error: unknown }) => {
      const failure = apiFailureOf(error);
      return failure?.kind === 'response' && failure.code === 'InvalidParameter';
    },
  },
}).createMachine({
  id: 'loginAccess',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'passwordInfo',
  states: {
    passwordInfo: {
      tags: ['busy'],
      invoke: {
        id: 'userPasswordInfo',
        src: 'userPasswordInfo',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: [
          {
            guard: { type: 'firstLogin', params: ({ event }) => event.output },
            target: 'done',
            actions: end({ kind: 'back' }),
          },
          { target: 'level' },
        ],
        onError: { target: 'unavailable', actions: report },
      },
    },
    level: {
      tags: ['busy'],
      invoke: {
        id: 'applicationSecurityLevel',
        src: 'applicationSecurityLevel',
        input: ({ context }) => ({
          accessToken: context.accessToken,
          sp_code: context.sp_code,
          application_key: context.application_key,
        }),
        onDone: [
          {
            guard: { type: 'notPermitted', params: ({ event }) => event.output },
            target: 'done',
            actions: end({ kind: 'noPermission' }),
          },
          {
            guard: { type: 'asksFactor', params: ({ event }) => event.output },
            target: 'done',
            actions: end({ kind: 'secondAuth' }),
          },
          { target: 'done', actions: end({ kind: 'enter' }) },
        ],
        onError: [
          {
            guard: { type: 'refusedApplication', params: ({ event }) => ({ error: event.error }) },
            target: 'unknownApplication',
          },
          { target: 'unavailable', actions: report },
        ],
      },
    },
    // No answer, or one the app handles (a 401 signs in again, a pending step opens its page): the page says
    // it could not check the application and offers to try again.
    unavailable: { on: { 'access.retry': 'passwordInfo' } },
    // The link names an application the tenant does not know: the user goes back when ready.
    unknownApplication: {
      on: { 'access.back': { target: 'done', actions: end({ kind: 'back' }) } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'back' },
});
