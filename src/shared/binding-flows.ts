import type { passwordLoginMachine } from '../../machines/password-login/password-login.machine';
import type { Registration, registerMachine } from '../../machines/register/register.machine';
import type { PendingBindingRef } from '../../machines/shared/pending-binding';
import type { RestTokenRequest, RestTokenSuccess } from '../../schemas/password-login.schema';
import type { Registered } from '../../schemas/register.schema';

/**
 * The password login, its grant sent where `bind` says: a binding page's (a third-party account's, a plugin
 * person's) sign-in, composed by src/app from another feature's flow.
 */
export type BindingPasswordLogin = (
  bind: (
    body: RestTokenRequest,
    binding: PendingBindingRef,
    signal: AbortSignal,
  ) => Promise<RestTokenSuccess>,
) => typeof passwordLoginMachine;

/** The registration, its call sent where `bind` says (src/app composes it: another feature's flow). */
export type BindingRegistration = (
  bind: (registration: Registration, binding: PendingBindingRef, signal: AbortSignal) => Promise<Registered>,
) => typeof registerMachine;
