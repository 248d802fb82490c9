import { useLayoutEffect } from 'react';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import { useAppSelector } from '../app-actor';
import { lazyView } from '../lazy-view';
import classes from './desktop-header-host.module.css';

const DesktopHeader = lazyView(withFlowCatalog('desktop', () => import('./desktop-header.view')));

/**
 * Desktop-client mode's header (SPEC 2), on every page while the mode lasts. Its code and texts download only
 * in this mode; an empty bar holds its place meanwhile, so the page below does not jump.
 */
export function DesktopHeaderHost() {
  const desktopKey = useAppSelector((s) => s.context.desktopKey);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (desktopKey) root.dataset.desktop = '';
    else delete root.dataset.desktop;
  }, [desktopKey]);
  if (!desktopKey) return null;
  const placeholder = <div className={classes.bar} />;
  // Another desktop key is another window: a fresh header and close machine, whose requests name it.
  return (
    <DesktopHeader
      key={desktopKey}
      applicationKey={desktopKey}
      fallback={placeholder}
      whenFailed={placeholder}
    />
  );
}
