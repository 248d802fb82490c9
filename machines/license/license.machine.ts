/**
 * An administrator's license check after sign-in (SPEC sections 4 and 8; issue 16), before the console opens.
 * An expired license (trial or not) holds the way with its dialog until the administrator goes to the license
 * settings: the service has stopped, and only a new license starts it. A license ending soon warns, once a
 * day (`warnedToday` reads, `rememberWarning` keeps, that it was dismissed); an instance over its user quota
 * says so. Each dialog's update button leads to the license settings; closing one goes on to the next, then on.
 * No route: it runs inside the post-login flow, under its overlay. End users never come here: the server stops
 * their sessions (`license.serviceStopped`, a dialog of the app) and a license ending soon is not theirs to mend.
 */
import { assign, not, setup } from 'xstate';
import type { LicenseState } from '../../schemas/license-state.schema';

export type LicenseInput = { license: LicenseState };
/** Where the administrator goes next: on to the console, or to its license settings. */
export type LicenseOutput = { next: 'continue' | 'licensePage' };
export type LicenseEvent = { type: 'license.update' } | { type: 'dialog.close' };

const toSettings = { target: 'done', actions: 'toSettings' } as const;

export const licenseMachine = setup({
  types: {
    input: {} as LicenseInput,
    context: {} as LicenseInput & LicenseOutput,
    events: {} as LicenseEvent,
    output: {} as LicenseOutput,
  },
  actions: {
    toSettings: assign({ next: 'licensePage' as const }),
    rememberWarning: () => {},
  },
  guards: {
    stopped: ({ context }) => context.license.expired || context.license.trialExpired,
    endingSoon: ({ context }) => context.license.quicklyExpired,
    warnedToday: () => false,
    overQuota: ({ context }) => context.license.limited,
  },
}).createMachine({
  id: 'license',
  context: ({ input }) => ({ ...input, next: 'continue' }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'stopped', target: 'expired' },
        { guard: 'endingSoon', target: 'expiring' },
        { target: 'quota' },
      ],
    },
    // The service has stopped: no way on but to the license settings.
    expired: { on: { 'license.update': toSettings } },
    expiring: {
      always: { guard: 'warnedToday', target: 'quota' },
      on: {
        'license.update': toSettings,
        'dialog.close': { target: 'quota', actions: 'rememberWarning' },
      },
    },
    quota: {
      always: { guard: not('overQuota'), target: 'done' },
      on: { 'license.update': toSettings, 'dialog.close': 'done' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ next: context.next }),
});
