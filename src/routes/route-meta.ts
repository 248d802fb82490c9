import type { MessageDescriptor } from '@lingui/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The tab title of the route (SPEC section 2: every route has a Chinese tab title). */
    title?: MessageDescriptor;
  }
}
