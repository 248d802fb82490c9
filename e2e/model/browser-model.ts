import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type ModelPath, modelPaths, withoutPrefixes } from '../../machines/testing/model-paths';

/**
 * Model-based tests in the browser: paths generated from a machine with `xstate/graph` drive the real app
 * against the reference server. One mapping says how the user (or the server, through a response it is made
 * to give) produces each event, and what the user must see in each state. An event or a state the mapping
 * does not know fails the run loudly; nothing is skipped without a written reason.
 */
export type Responder = 'pass' | ((route: Route) => Promise<void>);

export type EventMapping = {
  /** Which endpoint answers for this event, and how (an actor's result). */
  respond?: { endpoint: string; with: Responder };
  /** What the user does (an event the user causes). */
  act?: (page: Page, event: EventObject, path: PathContext) => Promise<void>;
};

export type PathContext = { username: string; before: AnyMachineSnapshot };

export type BrowserModel = {
  machine: AnyStateMachine;
  input?: unknown;
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** A name for an event sample, the key into `mapping.events`. */
  name: (event: EventObject) => string;
  events_: Record<string, EventMapping>;
  /** What the user sees in each state (by state value path), or why nothing can be seen there. */
  states: Record<
    string,
    ((page: Page, snapshot: AnyMachineSnapshot) => Promise<void>) | { transient: string }
  >;
  /** Event types of the machine that no browser test can cause, each with its reason. */
  notDrivable: Record<string, string>;
};

const stateKey = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'))
    .join(',');

/** Every event type the machine handles: a mapping must drive each, or say why it cannot. */
export function handledEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  const visit = (node: AnyMachineSnapshot['machine']['root']) => {
    for (const type of node.transitions.keys()) types.add(type);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return [...types];
}

export function pathsOf(model: BrowserModel): ModelPath[] {
  const unmapped = handledEventTypes(model.machine).filter(
    (type) =>
      !(type in model.notDrivable) && !Object.keys(model.events_).some((name) => name.split('|')[0] === type),
  );
  if (unmapped.length > 0)
    throw new Error(`The browser model has no mapping for events: ${unmapped.join(', ')}`);
  const paths = modelPaths(model.machine, {
    events: model.events,
    input: model.input,
    ...(model.serialize ? { serialize: model.serialize } : {}),
  });
  // Every state on a path is checked as the browser walks it: a path another one walks through adds nothing.
  return withoutPrefixes(paths, (p) => p.steps.map((s) => model.name(s.event)));
}

/** Answers each endpoint with the queued responders, in order; an empty queue lets the real server answer. */
async function installResponders(page: Page, model: BrowserModel, path: ModelPath): Promise<void> {
  const queues = new Map<string, Responder[]>();
  for (const step of path.steps) {
    const mapping = model.events_[model.name(step.event)];
    if (mapping?.respond)
      queues.set(mapping.respond.endpoint, [
        ...(queues.get(mapping.respond.endpoint) ?? []),
        mapping.respond.with,
      ]);
  }
  for (const [endpoint, queue] of queues) {
    await page.route(
      (url) => url.pathname.endsWith(`/${endpoint}`),
      async (route) => {
        const next = queue.shift();
        if (!next || next === 'pass') return route.fallback();
        return next(route);
      },
    );
  }
}

export async function drivePathInBrowser(
  page: Page,
  model: BrowserModel,
  path: ModelPath,
  open: () => Promise<void>,
  username: string,
) {
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    const name = model.name(step.event);
    if (!model.events_[name]) throw new Error(`The browser model has no mapping for event "${name}"`);
  }
  await installResponders(page, model, path);
  await open();
  let before = path.steps[0]!.state;
  for (const step of path.steps) {
    const mapping = step.event.type === 'xstate.init' ? undefined : model.events_[model.name(step.event)];
    if (mapping?.act) await mapping.act(page, step.event, { username, before });
    const key = stateKey(step.state);
    const check = model.states[key];
    if (!check) throw new Error(`The browser model does not say what the user sees in state "${key}"`);
    if (typeof check === 'function') await check(page, step.state);
    before = step.state;
  }
}
