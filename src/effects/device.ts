import { MOBILE_LAYOUT_WIDTH } from '../../schemas/spec-constants';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger|DingTalk/i;

/** Mobile browsers get the mobile style, H5 adapters and no pinch zoom (SPEC section 1). */
export const isMobileBrowser = (userAgent: string = navigator.userAgent): boolean =>
  MOBILE_UA.test(userAgent);

/**
 * Sets the layout the styles follow (`html[data-layout]`): mobile for windows of 520 px or less and for
 * mobile browsers at any width (a tablet, a phone held sideways), desktop otherwise; followed on resize.
 * On mobile browsers it also blocks pinch zoom: the viewport tag says so (index.html's lets the user zoom, so
 * a page whose code never runs keeps zoom everywhere, WCAG 1.4.4), and gestures are stopped where the tag is
 * ignored (iOS).
 */
export function applyDeviceLayout(): void {
  const narrow = window.matchMedia(`(max-width: ${MOBILE_LAYOUT_WIDTH}px)`);
  const mobileBrowser = isMobileBrowser();
  const update = () => {
    document.documentElement.dataset.layout = mobileBrowser || narrow.matches ? 'mobile' : 'desktop';
  };
  update();
  narrow.addEventListener('change', update);
  if (mobileBrowser) blockPinchZoom();
}

function blockPinchZoom(): void {
  const viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (viewport) viewport.content = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';
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
