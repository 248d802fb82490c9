import { type AnyActorLogic, fromPromise } from 'xstate';

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Promise actors whose results a test decides: each invoked actor waits until the test settles it by its
 * invoke id, which is what `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events name.
 */
export class FakeActors {
  private readonly pending = new Map<string, Deferred>();
  private readonly early = new Map<string, { ok: boolean; value: unknown }>();
  private readonly received: [string, unknown][] = [];

  /**
   * A fake the test settles; `answer`, when given, makes what it resolves with from its input instead (the
   * test still decides when, and whether it fails).
   */
  logic(answer?: (input: unknown) => unknown): AnyActorLogic {
    return fromPromise(({ self, input }) => {
      this.received.push([self.id, input]);
      const settled = this.early.get(self.id);
      const result: Promise<unknown> = settled
        ? settled.ok
          ? Promise.resolve(settled.value)
          : Promise.reject(settled.value)
        : new Promise((resolve, reject) => this.pending.set(self.id, { resolve, reject }));
      if (settled) this.early.delete(self.id);
      return answer ? result.then(() => answer(input)) : result;
    });
  }

  /** The same fake for every named actor of a machine. */
  forAll<const K extends string>(names: readonly K[]): Record<K, AnyActorLogic> {
    return Object.fromEntries(names.map((n) => [n, this.logic()])) as Record<K, AnyActorLogic>;
  }

  /** The inputs the actor invoked as `id` was started with, in order. */
  inputs(id: string): unknown[] {
    return this.received.filter(([invoked]) => invoked === id).map(([, input]) => input);
  }

  settle(id: string, ok: boolean, value: unknown): void {
    const deferred = this.pending.get(id);
    if (!deferred) {
      this.early.set(id, { ok, value });
      return;
    }
    this.pending.delete(id);
    if (ok) deferred.resolve(value);
    else deferred.reject(value);
  }
}
