import { describe, expect, it } from 'vitest';
import {
  nextTriState,
  nextTwoState,
  type PermissionState,
  TRI_STATE_CYCLE,
  TWO_STATE_CYCLE,
} from './permission-cycle.rule';

describe('permission cycles (SPEC 4)', () => {
  it('tri-state: NULL → ALLOW → REJECT → NULL', () => {
    expect(nextTriState(null)).toBe('ALLOW');
    expect(nextTriState('ALLOW')).toBe('REJECT');
    expect(nextTriState('REJECT')).toBeNull();
  });

  it('two-state: NULL → ALLOW → NULL', () => {
    expect(nextTwoState(null)).toBe('ALLOW');
    expect(nextTwoState('ALLOW')).toBeNull();
  });

  it('two-state clears a REJECT rather than allowing it', () => {
    expect(nextTwoState('REJECT')).toBeNull();
  });

  it('comes back to where it started after one turn of its cycle', () => {
    const turn = <S extends PermissionState>(next: (s: S) => S, cycle: readonly S[]) =>
      cycle.map((start) => cycle.reduce<S>((state) => next(state), start));
    expect(turn(nextTriState, TRI_STATE_CYCLE)).toEqual(TRI_STATE_CYCLE);
    expect(turn(nextTwoState, TWO_STATE_CYCLE)).toEqual(TWO_STATE_CYCLE);
  });

  it('visits the states in the order of its cycle', () => {
    expect(TRI_STATE_CYCLE.map(nextTriState)).toEqual([...TRI_STATE_CYCLE.slice(1), TRI_STATE_CYCLE[0]]);
    expect(TWO_STATE_CYCLE.map(nextTwoState)).toEqual([...TWO_STATE_CYCLE.slice(1), TWO_STATE_CYCLE[0]]);
  });
});
