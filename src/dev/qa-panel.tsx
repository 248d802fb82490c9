import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { machineToDot } from '../../scripts/flows/machine-to-dot';
import { ROUTES } from '../../machines/app/route-table';
import type { AppActor } from '../shared/app-actor';
import { onEvents, recentEvents } from './inspector';

/**
 * Development only (never in the production bundle): a QA panel with the app's location as the route table
 * names it, the diagrams of the app, the running flow and that flow's running child (a login type), active
 * states highlighted, and the last events.
 */
const graphviz = Graphviz.load();

const activeChild = (snapshot: AnyMachineSnapshot): AnyActorRef | null =>
  Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).find(
    (child) => child && 'machine' in (child.getSnapshot() as object),
  ) ?? null;

function Diagram({ actor }: { actor: AnyActorRef }) {
  const snapshot = useSelector(actor, (s) => s as AnyMachineSnapshot);
  const [svg, setSvg] = useState('');
  useEffect(() => {
    const dot = machineToDot(
      snapshot.machine,
      snapshot._nodes.map((n) => n.id),
    );
    void graphviz.then((g) => setSvg(g.dot(dot)));
  }, [snapshot]);
  return (
    <div>
      <strong>{snapshot.machine.id}</strong>: <code>{JSON.stringify(snapshot.value)}</code>
      {/* Our own Graphviz output from our own machine definitions: no user text reaches it. */}
      <div
        style={{ overflow: 'auto', maxHeight: 360, background: '#fff' }}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </div>
  );
}

function QaPanel({ actor }: { actor: AppActor }) {
  const [open, setOpen] = useState(false);
  const child = useSelector(actor, (s) => activeChild(s as AnyMachineSnapshot));
  const grandchild = useSelector(child ?? actor, (s) =>
    child ? activeChild(s as AnyMachineSnapshot) : null,
  );
  const location = useSelector(actor, (s) => s.context.location);
  const events = useSyncExternalStore(onEvents, recentEvents);
  const box = {
    position: 'fixed',
    right: 8,
    bottom: 8,
    zIndex: 10000,
    font: '12px system-ui',
    background: '#f8f9fa',
    border: '1px solid #adb5bd',
    borderRadius: 6,
    padding: 8,
    maxWidth: '60vw',
  } as const;
  if (!open)
    return (
      <button style={box} onClick={() => setOpen(true)}>
        QA: flows
      </button>
    );
  return (
    <section style={box} aria-label="QA flow panel">
      <button onClick={() => setOpen(false)}>close</button>
      <div>
        route <code>#{ROUTES[location.route].path}</code> ({location.route}){' '}
        <code>{JSON.stringify(location.search)}</code>
      </div>
      <Diagram actor={actor} />
      {child && <Diagram actor={child} />}
      {grandchild && <Diagram actor={grandchild} />}
      <ol style={{ margin: 0, paddingLeft: 18 }}>
        {events.map((e) => (
          <li key={`${e.at}-${e.actor}-${e.type}`}>
            {e.actor} ← {e.type}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function mountQaPanel(actor: AppActor): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<QaPanel actor={actor} />);
}
