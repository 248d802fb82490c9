import { Trans } from '@lingui/react/macro';
import { restartAtLogin } from '../effects/restart-app';
import { Button } from '../ui/button.view';
import classes from './route-error.module.css';

/**
 * What a page that failed to render or to download shows instead of a blank screen. It is in the first
 * chunk on purpose: a failed chunk download must not need another chunk to say so.
 */
export function RouteErrorView() {
  return (
    <div className={classes.page}>
      <div className={classes.body} role="alert">
        <h1 className={classes.title}>
          <Trans>页面出错了</Trans>
        </h1>
        <p className={classes.text}>
          <Trans>页面加载或显示时出现问题，请检查网络后重试。</Trans>
        </p>
        <Button onClick={() => void restartAtLogin()}>
          <Trans>重试</Trans>
        </Button>
      </div>
    </div>
  );
}
