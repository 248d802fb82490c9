import type { InspectionEvent } from 'xstate';

/** Development only: every event the running machines take, logged and kept for the QA panel. */
export type SeenEvent = { at: number; actor: string; type: string };

const listeners = new Set<() => void>();
const recent: SeenEvent[] = [];

export const recentEvents = (): readonly SeenEvent[] => recent;

export function onEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function devInspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.event') return;
  const id = 'id' in event.actorRef && typeof event.actorRef.id === 'string' ? event.actorRef.id : '';
  // The root actor has only a generated id (x:0).
  const actor = !id || /^x:\d+$/.test(id) ? 'login' : id;
  console.debug(`[flow] ${actor} ← ${event.event.type}`, event.event);
  recent.unshift({ at: Date.now(), actor, type: event.event.type });
  recent.length = Math.min(recent.length, 15);
  listeners.forEach((listener) => listener());
}
