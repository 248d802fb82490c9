import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { reloadHere, restartAtLogin } from '../effects/restart-app';
import { PageUnavailable } from './lazy-page';
import { Button } from '../ui/button.view';
import classes from './route-error.module.css';

/**
 * What a page that failed to render or to download shows instead of a blank screen. It is in the first
 * chunk on purpose: a failed chunk download must not need another chunk to say so. The retry of a page whose
 * code did not arrive loads that page again (a reset stays a reset); a page that broke starts at the login.
 */
export function RouteErrorView({ error }: Pick<ErrorComponentProps, 'error'>) {
  const retry = error instanceof PageUnavailable ? reloadHere : restartAtLogin;
  return (
    <div className={classes.page}>
      <div className={classes.body} role="alert">
        <h1 className={classes.title}>
          <Trans>页面出错了</Trans>
        </h1>
        <p className={classes.text}>
          <Trans>页面加载或显示时出现问题，请检查网络后重试。</Trans>
        </p>
        <Button onClick={() => void retry()}>
          <Trans>重试</Trans>
        </Button>
      </div>
    </div>
  );
}
