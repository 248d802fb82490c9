import { type EventObject, type MachineContext, assign } from 'xstate';

/**
 * A login type's tab left or chosen again (the login card sends these as its panels show and hide). A panel
 * whose code or page expires keeps it fresh only while it shows: `panelHidden` in the context says whether.
 */
export type PanelVisibilityEvent = { type: 'panel.hidden' } | { type: 'panel.shown' };

/** The root handlers of those events, for a machine whose context has `panelHidden`. */
export const panelVisibility = <
  TContext extends MachineContext & { panelHidden: boolean },
  TEvent extends EventObject,
>() => {
  const setHidden = (panelHidden: boolean) =>
    assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, panelHidden }));
  return {
    'panel.hidden': { actions: setHidden(true) },
    'panel.shown': { actions: setHidden(false) },
  };
};
