import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { embeddedQrMachine } from '../../../machines/embedded-qr/embedded-qr.machine';
import { CardMessage } from '../../shared/card-message.view';
import { providerName } from '../../shared/third-party-source-label';
import { Button } from '../../ui/button.view';
import { Spinner } from '../../ui/spinner.view';
import { PROBLEM_MESSAGES } from './third-party-login.messages';
import classes from './embedded-qr.module.css';

type Flow = ActorRefFrom<typeof embeddedQrMachine>;

/** The providers' web SDKs frame their QR pages in about this much room (wxLogin.js, DTFrameLogin: 300 wide). */
const FRAME = { width: 300, height: 340 };
// The framed page runs its own scripts on its own origin, posts its own form, and may send this window to the
// receiver only on the user's click; it learns nothing of this page's address.
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation';

/**
 * An embedded QR login type's panel (embedded-qr.machine.ts): the provider's own QR page in a frame, a line
 * saying which app scans it; a fresh page when the old one expired, and why none shows when it cannot.
 */
export default function EmbeddedQrPanel({ flow, shown }: { flow: Flow; shown: boolean }) {
  const { i18n, t } = useLingui();
  useEffect(() => flow.send({ type: shown ? 'panel.shown' : 'panel.hidden' }), [flow, shown]);
  const provider = providerName(
    i18n,
    useSelector(flow, (s) => s.context.kind),
  );
  const { frameUrl, problem } = useSelector(flow, (s) => s.context);
  const loading = useSelector(flow, (s) => s.hasTag('loading'));
  const leaving = useSelector(flow, (s) => s.matches('leaving'));
  const expired = useSelector(flow, (s) => s.matches('expired'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const refresh = () => flow.send({ type: 'qr.refresh' });
  const framed = frameUrl && !expired && !failed;
  return (
    <section className={classes.panel} aria-label={t`${provider}扫码登录`}>
      <div className={classes.frame} style={FRAME} data-dimmed={!framed || loading || leaving || undefined}>
        {framed && (
          <iframe
            key={frameUrl}
            className={classes.iframe}
            src={frameUrl}
            title={t`${provider}登录二维码`}
            sandbox={SANDBOX}
            referrerPolicy="no-referrer"
            width={FRAME.width}
            height={FRAME.height}
            onLoad={() => flow.send({ type: 'frame.loaded' })}
          />
        )}
        {(loading || leaving) && (
          <div className={classes.over}>
            <Spinner size={28} />
          </div>
        )}
        {(expired || failed) && (
          <div className={classes.over}>
            <Button onClick={refresh}>{failed ? <Trans>重试</Trans> : <Trans>刷新二维码</Trans>}</Button>
          </div>
        )}
      </div>
      <p className={classes.status} role="status">
        {leaving ? (
          <Trans>已授权，正在登录…</Trans>
        ) : expired ? (
          <Trans>二维码已失效，请刷新后重新扫描</Trans>
        ) : failed ? null : (
          <Trans>使用{provider}扫码登录</Trans>
        )}
      </p>
      {failed && problem && <CardMessage color="red">{i18n._(PROBLEM_MESSAGES[problem])}</CardMessage>}
    </section>
  );
}
