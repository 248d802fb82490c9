import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '../views/root-layout';
import { StatusView } from './status-view.lazy';

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <StatusView kind="notFound" />,
});
