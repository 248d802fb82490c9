import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useAppActor, useAppSelector } from '../app-actor';
import { useAppConfig } from '../app-config';
import { imageUrl } from '../image-url';
import { LanguageToggle } from '../language-toggle.view';
import { lazyView } from '../lazy-view';
import { desktopInstallPage } from './desktop-install-page';
import { desktopWindowFlow } from './desktop-window.flow';
import host from './desktop-header-host.module.css';
import classes from './desktop-header.module.css';

const CloseDialog = lazyView(() => import('./desktop-close-dialog.view'));

/**
 * The desktop client's header (SPEC 2), in place of the tenant's web header: the back arrow (the app decides
 * where it leads), the tenant's name, the language (zh or en, as everywhere here) and the close
 * control, whose dialog asks the client to minimise or close its window.
 */
export default function DesktopHeader({ applicationKey }: { applicationKey: string }) {
  const { i18n, t } = useLingui();
  const app = useAppActor();
  const config = useAppConfig();
  const tenant = useAppSelector((s) => s.context.tenant);
  const logic = useMemo(() => desktopWindowFlow(config), [config]);
  const windowActor = useActorRef(logic, { input: { applicationKey } });
  const dialogOpen = useSelector(windowActor, (s) => s.hasTag('open'));
  // The dialog leaves the page when it closes: focus goes back to the control that opened it.
  const closeControl = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Its code ahead of the first click, so the control answers at once.
  useEffect(() => void CloseDialog.preload().catch(() => undefined), []);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) closeControl.current?.focus();
    wasOpen.current = dialogOpen;
  }, [dialogOpen]);
  const page = tenant?.pageConfig;
  // The tenant's logo and name, as a desktop application's title bar shows its own.
  const name = (i18n.locale === 'en' && tenant?.enterprise?.nameEn) || tenant?.enterprise?.name || '';
  return (
    <header className={host.bar} data-desktop-header="">
      <button
        type="button"
        className={classes.icon}
        aria-label={t`返回`}
        title={t`返回`}
        onClick={() =>
          app.send({ type: 'desktop.back', installPage: desktopInstallPage(config, window.location.href) })
        }
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div className={classes.title}>
        {page?.loginLogoUuid && (
          <img className={classes.logo} src={imageUrl(config, page.loginLogoUuid)} alt="" />
        )}
        {name && <span>{name}</span>}
      </div>
      {page?.showChangeLanguage !== false && (
        <span className={classes.language}>
          <LanguageToggle />
        </span>
      )}
      <button
        type="button"
        ref={closeControl}
        className={`${classes.icon} ${classes.close}`}
        aria-label={t`关闭窗口`}
        title={t`关闭窗口`}
        aria-haspopup="dialog"
        onClick={() => windowActor.send({ type: 'window.close' })}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
      {dialogOpen && <CloseDialog actor={windowActor} />}
    </header>
  );
}
