import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LOGIN_TYPES, LoginTypeKey } from '../../../machines/sign-in/login-types';

/** The form of one login type, given the child the sign-in flow runs for it. */
export type LoginTypePanel<K extends LoginTypeKey> = ComponentType<{
  flow: ActorRefFrom<(typeof LOGIN_TYPES)[K]>;
}>;

/** Every login type's form (src/app/login-type-table.tsx). */
export type LoginTypePanels = { [K in LoginTypeKey]: LoginTypePanel<K> };
