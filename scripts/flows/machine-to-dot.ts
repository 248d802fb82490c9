import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine as a Graphviz DOT graph, straight from its definition: compound and parallel states as clusters,
 * every transition as an edge labelled with its event and guard, the hash route of each routable state
 * (`meta.route`), and, when given, the active states highlighted (the development QA panel uses that).
 */
// Line breaks in labels are written as Graphviz's `\n`, after everything else is escaped.
const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

const eventLabel = (eventType: string) =>
  eventType === ''
    ? 'always'
    : eventType.replace(/^xstate\.done\.actor\./, 'done: ').replace(/^xstate\.error\.actor\./, 'error: ').replace(/^xstate\.after\./, 'after ');

function guardLabel(transition: AnyTransitionDefinition): string {
  const guard = transition.guard;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [guard]';
}

const routeOf = (node: AnyStateNode): string | null => {
  const route = (node.meta as { route?: unknown } | undefined)?.route;
  return typeof route === 'string' ? route : null;
};

function nodeLines(node: AnyStateNode, active: ReadonlySet<string>, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const children = Object.values(node.states);
  const route = routeOf(node);
  const title = `${node.key}${node.type === 'parallel' ? ' ∥' : ''}${route ? `\n#${route}` : ''}`;
  const highlight = active.has(node.id);
  if (children.length === 0) {
    const shape = node.type === 'final' ? 'doublecircle' : 'box';
    const style = highlight ? 'rounded,filled,bold' : 'rounded';
    return [`${pad}${quote(node.id)} [label=${quote(title)}, shape=${shape}, style=${quote(style)}, fillcolor="#ffe066"];`];
  }
  return [
    `${pad}subgraph ${quote(`cluster_${node.id}`)} {`,
    `${pad}  label=${quote(title)}; style=${quote(node.type === 'parallel' ? 'dashed,rounded' : 'rounded')};${highlight ? ' color="#e67700"; penwidth=2;' : ''}`,
    `${pad}  ${quote(`${node.id}#anchor`)} [shape=point, style=invis];`,
    ...(node.initial ? [`${pad}  ${quote(`${node.id}#initial`)} [shape=circle, label="", width=0.12, style=filled, fillcolor=black];`] : []),
    ...children.flatMap((child) => nodeLines(child, active, depth + 1)),
    `${pad}}`,
  ];
}

/** The node an edge should attach to: a compound state is drawn as a cluster with an invisible anchor. */
const endpoint = (node: AnyStateNode) => (Object.keys(node.states).length > 0 ? `${node.id}#anchor` : node.id);

function edgeLines(node: AnyStateNode): string[] {
  const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  const lines = transitions.flatMap((t) => {
    const label = quote(`${eventLabel(t.eventType)}${guardLabel(t)}`);
    const targets = t.target ?? [node];
    return targets.map((target: AnyStateNode) => `  ${quote(endpoint(node))} -> ${quote(endpoint(target))} [label=${label}];`);
  });
  const initial = node.initial?.target?.[0];
  const start = initial && node.parent !== undefined ? [`  ${quote(`${node.id}#initial`)} -> ${quote(endpoint(initial))};`] : [];
  const rootStart = initial && node.parent === undefined ? [`  ${quote(`${node.id}#initial`)} -> ${quote(endpoint(initial))};`] : [];
  return [...start, ...rootStart, ...lines, ...Object.values(node.states).flatMap(edgeLines)];
}

export function machineToDot(machine: AnyStateMachine, activeStateIds: readonly string[] = []): string {
  const active = new Set(activeStateIds);
  const root = machine.root;
  return [
    `digraph ${quote(machine.id)} {`,
    '  compound=true; rankdir=LR; fontname="Helvetica"; fontsize=11;',
    '  node [fontname="Helvetica", fontsize=10]; edge [fontname="Helvetica", fontsize=9, color="#495057"];',
    `  label=${quote(`${machine.id} machine`)}; labelloc=t;`,
    `  ${quote(`${root.id}#initial`)} [shape=circle, label="", width=0.12, style=filled, fillcolor=black];`,
    // Transitions of the machine itself apply in every state.
    `  ${quote(`${root.id}#anchor`)} [label="(any state)", shape=plaintext];`,
    ...Object.values(root.states).flatMap((child) => nodeLines(child, active, 1)),
    ...edgeLines(root),
    '}',
  ].join('\n');
}
