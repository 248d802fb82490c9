import type { AppContext } from './step';
import { FLOWS } from './flow-table';
import { type Location, sameLocation } from './route-table';

/**
 * The running flow keeps the user when the URL names somewhere else (the browser's Back, SPEC 2; flow.ts
 * `holdsBack`): the app stays, and the route sync pushes its route again (src/app/route-sync.ts).
 */
export const heldBack = (context: Pick<AppContext, 'activity' | 'location'>, location: Location): boolean =>
  holdsBack(context) && !sameLocation(location, context.location);

/** The running flow does not let Back (nor the desktop header's back arrow) leave it. */
export const holdsBack = (context: Pick<AppContext, 'activity'>): boolean =>
  context.activity.kind === 'flow' && FLOWS[context.activity.flow].holdsBack === true;
