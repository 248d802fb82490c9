import { fromPromise } from 'xstate';

/** Placeholder for an effect that `src/` (or a test) supplies with `.provide()`; machines stay pure. */
export const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`actor "${name}" not provided`)));
