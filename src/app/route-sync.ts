import { heldBack } from '../../machines/app/held-back';
import { hrefParts, locate, sameLocation, type Location } from '../../machines/app/route-table';
import type { AppActor } from '../shared/app-actor';
import type { RouterHistory } from '@tanstack/react-router';

/** What route sync needs of the router: the history it follows (a type of its own, so the router imports this). */
type FollowedRouter = { history: RouterHistory };

/** The location the URL names now (the route table parses its query, as the machine does). */
export const urlLocation = (router: FollowedRouter): Location => {
  const { pathname, search } = router.history.location;
  return locate(pathname, Object.fromEntries(new URLSearchParams(search)));
};

/**
 * Keeps the app machine and the URL in step, both ways, without echoes. Machine → URL: when the machine's
 * location changes, the URL is written (a push; a replace when the machine went elsewhere than a URL the
 * user just opened, or the page was opened on, so Back does not lead into a redirect again). URL → machine:
 * every change of the URL is reported; the machine follows only a URL that names somewhere else than it is
 * (its own writes never do). Started once the router has rendered (src/app/root-layout.view.tsx), so the
 * router follows every write.
 */
export function syncRoutes(router: FollowedRouter, actor: AppActor): () => void {
  // Until the machine has taken its first step after boot, it is answering the URL the page was opened on.
  let answeringUrl = true;
  // Written to the history the router follows, as the router writes its own query strings (plain values).
  const write = (location: Location) => {
    if (sameLocation(location, urlLocation(router))) return;
    const { path, search } = hrefParts(location);
    const query = new URLSearchParams(search).toString();
    const href = query ? `${path}?${query}` : path;
    if (answeringUrl) router.history.replace(href);
    else router.history.push(href);
  };
  let written = actor.getSnapshot().context.location;
  const machineToUrl = actor.subscribe((snapshot) => {
    const location = snapshot.context.location;
    if (!sameLocation(location, written)) {
      written = location;
      write(location);
    }
    if (snapshot.context.activity.kind !== 'boot') answeringUrl = false;
  });
  // The machine may have moved while the page was rendering (a deep link it redirected): the URL follows.
  write(written);
  answeringUrl = actor.getSnapshot().context.activity.kind === 'boot';
  const urlToMachine = router.history.subscribe(() => {
    const before = answeringUrl;
    const url = urlLocation(router);
    // A flow that holds its place (Back during a second factor, SPEC 2) has its route pushed again, so the next
    // Back is held too; any other URL the machine does not go to is replaced by where the machine is.
    const held = heldBack(actor.getSnapshot().context, url);
    answeringUrl = !held;
    try {
      actor.send({ type: 'route.changed', location: url });
      write(actor.getSnapshot().context.location);
    } finally {
      answeringUrl = before;
    }
  });
  return () => {
    machineToUrl.unsubscribe();
    urlToMachine();
  };
}
