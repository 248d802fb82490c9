/**
 * The permission cycles of SPEC section 4: a click on a permission moves it to the next state of its cycle.
 * Tri-state: NULL (not set) → ALLOW → REJECT → NULL; two-state: NULL → ALLOW → NULL. NULL is JSON null on
 * the wire and here, so "not set" needs no code of its own.
 */

/** A tri-state permission: not set, allowed or refused. */
export type PermissionState = 'ALLOW' | 'REJECT' | null;
/** A two-state permission: not set or allowed; there is no refusing it. */
export type TwoStatePermission = Extract<PermissionState, 'ALLOW' | null>;

/** The states in the order a click visits them, from NULL. */
export const TRI_STATE_CYCLE: readonly PermissionState[] = [null, 'ALLOW', 'REJECT'];
export const TWO_STATE_CYCLE: readonly TwoStatePermission[] = [null, 'ALLOW'];

/** Tri-state: NULL → ALLOW → REJECT → NULL. */
export function nextTriState(state: PermissionState): PermissionState {
  if (state === null) return 'ALLOW';
  return state === 'ALLOW' ? 'REJECT' : null;
}

/**
 * Two-state: NULL → ALLOW → NULL. A REJECT (a permission shown two-state that was set tri-state elsewhere) is
 * not in the cycle: a click clears it, as ALLOW's does, rather than allowing what was refused.
 */
export function nextTwoState(state: PermissionState): TwoStatePermission {
  return state === null ? 'ALLOW' : null;
}
