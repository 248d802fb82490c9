import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { embeddedQrMachine } from '../../../machines/embedded-qr/embedded-qr.machine';
import type { EmbeddedKind } from '../../../schemas/third-party-sources';
import { providerName } from '../../shared/third-party-source-label';
import { Button } from '../../ui/button.view';
import { ScanFrame, ScanPanel, ScanStatus, usePanelVisibility } from '../../ui/scan-panel.view';
import { Spinner } from '../../ui/spinner.view';
import { PROBLEM_MESSAGES } from './third-party-login.messages';
import classes from './embedded-qr.module.css';

type Flow = ActorRefFrom<typeof embeddedQrMachine>;

/**
 * The room each provider's web SDK frames its QR page in: wxLogin.js makes WeChat's frame 300 × 400 (its page
 * has the QR code, a title and a hint); DTFrameLogin's and WeCom's panel take the size they are given.
 */
const FRAME: Record<EmbeddedKind, { width: number; height: number }> = {
  ddtalk: { width: 300, height: 340 },
  wechat: { width: 300, height: 400 },
  wechatenterprise: { width: 300, height: 340 },
};
// The framed page runs its own scripts on its own origin and posts its own form; it learns nothing of this
// page's address. WeChat's and WeCom's pages send this window to the receiver once the phone confirmed, with
// no click in the frame: they need top navigation as wxLogin.js grants it. DingTalk's answers by message, and
// this page goes itself (provider-answer.ts): its frame may not navigate this window at all.
const SANDBOX: Record<EmbeddedKind, string> = {
  ddtalk: 'allow-scripts allow-same-origin allow-forms',
  wechat: 'allow-scripts allow-same-origin allow-forms allow-top-navigation',
  wechatenterprise: 'allow-scripts allow-same-origin allow-forms allow-top-navigation',
};

/**
 * An embedded QR login type's panel (embedded-qr.machine.ts): the provider's own QR page in a frame, a line
 * saying which app scans it; in its place, when there is none to scan, what happened and a fresh QR code.
 */
export default function EmbeddedQrPanel({ flow, shown }: { flow: Flow; shown: boolean }) {
  const { i18n, t } = useLingui();
  usePanelVisibility(flow, shown);
  const { kind, frameUrl, problem } = useSelector(flow, (s) => s.context);
  const provider = providerName(i18n, kind);
  const state = useSelector(flow, (s) =>
    s.hasTag('loading')
      ? 'loading'
      : ((['leaving', 'expired', 'declined', 'failed'] as const).find((name) => s.matches(name)) ??
        'showing'),
  );
  // Whenever no page is there to scan, the frame says why and offers a fresh one: never an empty frame.
  const notice =
    state === 'expired' ? (
      <Trans>二维码已失效，请刷新后重新扫描</Trans>
    ) : state === 'declined' ? (
      <>
        <strong className={classes.title}>
          <Trans>{provider}登录未完成</Trans>
        </strong>
        <Trans>已拒绝授权或授权失败，请刷新后重试</Trans>
      </>
    ) : state === 'failed' ? (
      i18n._(PROBLEM_MESSAGES[problem ?? 'unexpected'])
    ) : null;
  const over: ReactNode =
    state === 'loading' || state === 'leaving' ? (
      <Spinner size={28} />
    ) : notice ? (
      <>
        <p className={classes.notice} role="alert">
          {notice}
        </p>
        <Button onClick={() => flow.send({ type: 'qr.refresh' })}>
          {state === 'failed' ? <Trans>重试</Trans> : <Trans>刷新二维码</Trans>}
        </Button>
      </>
    ) : null;
  const framed = frameUrl !== null && notice === null;
  return (
    <ScanPanel label={t`${provider}扫码登录`}>
      <ScanFrame over={over} style={FRAME[kind]}>
        {framed ? (
          <iframe
            key={frameUrl}
            className={classes.iframe}
            src={frameUrl}
            title={t`${provider}登录二维码`}
            sandbox={SANDBOX[kind]}
            referrerPolicy="no-referrer"
            width={FRAME[kind].width}
            height={FRAME[kind].height}
            onLoad={() => flow.send({ type: 'frame.loaded' })}
          />
        ) : (
          <div />
        )}
      </ScanFrame>
      <ScanStatus>
        {state === 'leaving' ? <Trans>已授权，正在登录…</Trans> : <Trans>使用{provider}扫码登录</Trans>}
      </ScanStatus>
    </ScanPanel>
  );
}
