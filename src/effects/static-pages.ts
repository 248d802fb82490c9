import type { FallbackPage } from '../../machines/boot/boot.machine';

/** Leaves the app for one of the self-contained static pages in `public/` (they need no API or bundle). */
export function openStaticPage(page: FallbackPage): void {
  window.location.replace(`${import.meta.env.BASE_URL}${page}.html`);
}
