/** The app machine's state of one flow of the table: its code (with its steps) is fetched, then it runs. */
import { assign } from 'xstate';
import { appSetup } from './app.setup';
import type { FlowId } from './flow-table';
import { ROUTES, isRoutedFlow } from './route-table';
import { type AppContext, flowInput, recoveryStep, stepAfter } from './step';

const FLOW_UNAVAILABLE = { key: 'flowUnavailable' };
const FLOW_BROKE = { key: 'unexpected' };

/** One flow of the table: its code is fetched (usually prefetched already), then it runs. */
export function flowState(id: FlowId) {
  // TypeScript relates a union `src` (and `id`) to the actors one member at a time, and gives up past 25
  // members. Every flow's actor is the same opaque stand-in (app.setup.ts flowActors), so one flow's name
  // types them all; the value is this flow's own.
  const invokeId: string = id;
  const src = id as 'signIn';
  return appSetup.createStateConfig({
    // For the flow diagrams and the QA panel: the route this flow's state owns.
    meta: { route: isRoutedFlow(id) ? ROUTES[id].path : null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadFlow',
          src: 'loadFlow',
          input: { flow: id },
          // The flow's code brings its steps: what it is started with, and where its output leads.
          onDone: { target: 'running', actions: assign({ steps: ({ event }) => event.output }) },
          onError: {
            target: '#app.routing',
            actions: assign({ step: ({ context }) => recoveryStep(context, id, FLOW_UNAVAILABLE) }),
          },
        },
        after: {
          chunkLoadTimeout: {
            target: '#app.routing',
            actions: assign({ step: ({ context }) => recoveryStep(context, id, FLOW_UNAVAILABLE) }),
          },
        },
      },
      running: {
        invoke: {
          id: invokeId,
          src,
          input: ({ context }: { context: AppContext }) => flowInput(context),
          onDone: {
            target: '#app.routing',
            actions: assign({ step: ({ context, event }) => stepAfter(context, id, event.output) }),
          },
          // A flow that breaks is a bug: the user is told, and the login page takes over.
          onError: {
            target: '#app.routing',
            actions: assign({ step: ({ context }) => recoveryStep(context, id, FLOW_BROKE) }),
          },
        },
      },
    },
  });
}
