import { createRoute } from '@tanstack/react-router';
import { STATUS_PATHS, STATUS_TITLES, type StatusKind } from '../views/status-content';
import { rootRoute } from './root.route';
import { StatusView } from './status-view.lazy';

/** The error and status pages of SPEC section 2, one route each, all drawn by one lazy view. */
export const statusRoutes = (Object.keys(STATUS_PATHS) as StatusKind[]).map((kind) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATUS_PATHS[kind],
    staticData: { title: STATUS_TITLES[kind] },
    component: () => <StatusView kind={kind} />,
  }),
);
