import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LOGIN_TYPES, LoginTypeKey } from '../../machines/sign-in/login-types';

/**
 * The form of one login type, given the child the sign-in flow runs for it, and whether its tab is the one
 * chosen (an opened tab's form stays mounted, and its flow running, while another tab is chosen).
 */
export type LoginTypePanel<K extends LoginTypeKey> = ComponentType<{
  flow: ActorRefFrom<(typeof LOGIN_TYPES)[K]>;
  shown: boolean;
}> & {
  /** Fetches the type's code ahead of its tab (the pointer on it), for a type whose code downloads later. */
  preload?: () => Promise<unknown>;
};

/** Every login type's form (src/app/login-type-table.tsx): the login page's, and a composite chain's steps'. */
export type LoginTypePanels = { [K in LoginTypeKey]: LoginTypePanel<K> };

/** Each login type's machine with its own effects (src/app/login-type-table.tsx). */
export type LoginTypeLogics = { [K in keyof typeof LOGIN_TYPES]: (typeof LOGIN_TYPES)[K] };

/** The login types' machines, and for each what makes its code ready (a download, for all but the first screen's). */
export type LoginTypeCode = {
  logics: LoginTypeLogics;
  prepare: Record<LoginTypeKey, () => Promise<void>>;
};

/** A login type's form with its running child (of the matching type, whichever the key). */
export function panelOf<K extends LoginTypeKey>(
  key: K,
  panels: LoginTypePanels,
  children: { [P in LoginTypeKey]?: ActorRefFrom<(typeof LOGIN_TYPES)[P]> },
  shown: boolean,
) {
  const Panel: LoginTypePanel<K> = panels[key];
  const child = children[key];
  return child ? <Panel flow={child} shown={shown} /> : null;
}
