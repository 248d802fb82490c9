/**
 * The resend countdown of every form that sends a code (SPEC 9: 60 s), one rule for each of them. A machine
 * with a countdown keeps `resendIn`; spreads COUNTDOWN_GUARDS and COUNTDOWN_DELAYS into its setup, with its own
 * `countDown` (one second less) and `endCountdown` (none left) actions, assigns typed to its context; and
 * spreads COUNTDOWN_STATES into its sender region, whose `sending` goes to `deciding` once a code is sent.
 */
export type Countdown = { resendIn: number };

export const COUNTDOWN_GUARDS = {
  isCooling: ({ context }: { context: Countdown }) => context.resendIn > 0,
  isLastSecond: ({ context }: { context: Countdown }) => context.resendIn <= 1,
};

/** The countdown's step: one second. */
export const COUNTDOWN_DELAYS = { tick: 1000 };

/** `deciding`: a countdown to run, or none (a server without one); `cooling`: a second at a time, then `idle`. */
export const COUNTDOWN_STATES = {
  deciding: { always: [{ guard: 'isCooling', target: 'cooling' }, { target: 'idle' }] },
  cooling: {
    after: {
      tick: [
        { guard: 'isLastSecond', target: 'idle', actions: 'endCountdown' },
        { target: 'cooling', reenter: true, actions: 'countDown' },
      ],
    },
  },
} as const;
