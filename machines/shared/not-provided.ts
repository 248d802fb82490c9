import { type EventObject, type NonReducibleUnknown, fromCallback, fromPromise } from 'xstate';

/** Placeholder for an effect that `src/` (or a test) supplies with `.provide()`; machines stay pure. */
export const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`actor "${name}" not provided`)));

/** The same for an effect that sends the machine events until it is stopped (a callback actor). */
export const notProvidedListener = <TInput = NonReducibleUnknown>(name: string) =>
  fromCallback<EventObject, TInput>(() => {
    throw new Error(`actor "${name}" not provided`);
  });
