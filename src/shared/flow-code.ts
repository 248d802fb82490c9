import type { MessageDescriptor } from '@lingui/core';
import type { RouteComponent } from '@tanstack/react-router';
import type { FlowId, LogicOf, StepsOf } from '../../machines/app/flow-table';
import type { RoutedFlowId } from '../../machines/app/route-table';
import type { FlowDeps } from './flow-deps';

/**
 * A flow on the browser's side: its code (its machine wired to this browser's effects, downloaded on demand),
 * and, for a flow with a route, its page and tab title. The title's text goes into the first screen's catalog
 * (lingui.config.ts), so a tab is named before the page's own texts arrive.
 */
export type FlowCode<F extends FlowId> = {
  /** The flow's machine with its effects; a dynamic import keeps it out of the first download. */
  load: (deps: FlowDeps) => Promise<LogicOf<F>>;
  /** Its steps (machines/<flow>/<flow>.steps.ts): from the same module as its machine, so in the same download. */
  steps: () => Promise<StepsOf<F>>;
} & (F extends RoutedFlowId ? { page: RouteComponent; title: MessageDescriptor } : unknown);

/**
 * A feature's code for the flows its machine folder's entry declares (`src/features/<flow>/<flow>.code.ts`,
 * listed by src/app/flow-code.gen.ts): each flow keyed by its id, checked against the flow table. That every
 * flow has its code is src/app/flow-code.tsx's check.
 */
export type FlowCodes = { [F in FlowId]?: FlowCode<F> };
