import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../ui/spinner.view';
import classes from './page-loader.module.css';

/** Shown while the tenant boots: a spinner with an accessible name, never a blank page. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <div className={classes.page}>
      <Spinner label={t`加载中`} />
    </div>
  );
}
