import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { Toast } from '../effects/notify';
import classes from './notice-host.module.css';
import { LoginDialog } from './login-dialog.view';
import { withFlowCatalog } from '../i18n/flow-catalog';
import type { Notice } from '../../machines/shared/notice';
import { lazyView } from './lazy-view';
import { noticeText, noticeTitle } from './notice-messages';
import {
  currentDialog,
  currentToasts,
  dismissDialog,
  dismissToast,
  subscribeToasts,
} from '../effects/notify';

/** The toasts (errors, or news of something done), newest first, at the top of every page; a notice to acknowledge as a dialog. */
export function NoticeHost() {
  const { i18n } = useLingui();
  // The same store when drawn outside a browser (the view's tests).
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const dialog = useSyncExternalStore(subscribeToasts, currentDialog, currentDialog);
  return (
    <>
      {dialog && (
        <LoginDialog opened title={noticeTitle(i18n, dialog.notice)} onClose={dismissDialog}>
          <NoticeText notice={dialog.notice} />
        </LoginDialog>
      )}
      {toasts.length > 0 && <Toasts toasts={toasts} />}
    </>
  );
}

const NoticeTip = lazyView(withFlowCatalog('notice-tips', () => import('./notice-tips/notice-tip.view')));

/** A notice's text; its special tip, if any, joins it once downloaded (the general message meanwhile). */
function NoticeText({ notice }: { notice: Notice }) {
  const { i18n } = useLingui();
  const text = noticeText(i18n, notice);
  return notice.tip ? <NoticeTip tip={notice.tip} text={text} fallback={text} whenFailed={text} /> : text;
}

function Toasts({ toasts }: { toasts: readonly Toast[] }) {
  const { t } = useLingui();
  return (
    <div className={classes.host}>
      {toasts.map(({ id, notice }) => (
        <div
          key={id}
          className={notice.success ? `${classes.toast} ${classes.success}` : classes.toast}
          role={notice.success ? 'status' : 'alert'}
        >
          <span className={classes.text}>
            <NoticeText notice={notice} />
          </span>
          <button
            type="button"
            className={classes.close}
            aria-label={t`关闭`}
            onClick={() => dismissToast(id)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
