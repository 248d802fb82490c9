import type { createAppRouter } from '../routes/route-table';
import type { LoginActor } from './login-actor';

type Router = ReturnType<typeof createAppRouter>;

/** The route the app was opened on, for the orchestrator's first decision. */
export const currentRoute = (router: Router) => ({
  path: router.state.location.pathname,
  search: router.state.location.search as Record<string, unknown>,
});

/** URL → machine: every resolved navigation is reported to the orchestrator as `route.changed`. */
export function syncRoutesToActor(router: Router, actor: LoginActor): () => void {
  return router.subscribe('onResolved', () =>
    actor.send({ type: 'route.changed', route: currentRoute(router) }),
  );
}

/** Machine → URL: a navigation to a path with an optional query, as the machines write it. */
export function navigateTo(router: Router, to: string): void {
  const [path = '/', query = ''] = to.split('?');
  const search = Object.fromEntries(new URLSearchParams(query));
  const here = router.state.location;
  if (
    here.pathname === path &&
    new URLSearchParams(here.searchStr).toString() === new URLSearchParams(query).toString()
  )
    return;
  void router.navigate({ to: path, search });
}
