/**
 * A flow folder's samples for the app's model test (machines/app/app.machine.test.ts), kept beside the flow in
 * `machines/<flow>/<flow>.samples.ts`, so adding a flow edits no list of the app's: each flow's outputs, as its
 * own tests produce them, and addresses that open its routes (a path of its entry, with a query). Test data:
 * no page imports it.
 */
export type FlowSamples = {
  outputs: Readonly<Record<string, readonly unknown[]>>;
  routes: readonly { path: `/${string}`; search?: Readonly<Record<string, string>> }[];
};
