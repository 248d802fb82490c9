import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LOGIN_TYPES, LoginTypeKey } from '../../../machines/sign-in/login-types';

/**
 * The form of one login type, given the child the sign-in flow runs for it, and whether its tab is the one
 * chosen (an opened tab's form stays mounted, and its flow running, while another tab is chosen).
 */
export type LoginTypePanel<K extends LoginTypeKey> = ComponentType<{
  flow: ActorRefFrom<(typeof LOGIN_TYPES)[K]>;
  shown: boolean;
}>;

/** Every login type's form (src/app/login-type-table.tsx). */
export type LoginTypePanels = { [K in LoginTypeKey]: LoginTypePanel<K> };
