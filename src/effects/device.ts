import type { ClientDevice } from '../../schemas/boot.schema';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger|DingTalk/i;

/** Mobile browsers get the mobile style, H5 adapters and no pinch zoom (SPEC section 1). */
export const isMobileBrowser = (userAgent: string = navigator.userAgent): boolean =>
  MOBILE_UA.test(userAgent);

export const clientDevice = (): ClientDevice => (isMobileBrowser() ? 'MOBILE_H5' : 'PC_BROWSER');

/** Marks the document for the mobile style and blocks pinch zoom where the viewport tag is ignored (iOS). */
export function applyMobileBrowserMode(): void {
  if (!isMobileBrowser()) return;
  document.documentElement.dataset.mobile = 'true';
  const block = (event: Event) => event.preventDefault();
  document.addEventListener('gesturestart', block, { passive: false });
  document.addEventListener(
    'touchmove',
    (event) => {
      if (event.touches.length > 1) event.preventDefault();
    },
    { passive: false },
  );
}
