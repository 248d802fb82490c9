import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { qrLoginMachine } from '../../../machines/qr-login/qr-login.machine';
import { useAppConfig } from '../../shared/app-config';
import { CardMessage } from '../../shared/card-message.view';
import { formText } from '../../shared/form-text';
import { Button } from '../../ui/button.view';
import { CaptchaField } from '../../ui/captcha-field.view';
import { QrCode } from '../../ui/qr-code.view';
import { ScanFrame, ScanPanel, ScanStatus, usePanelVisibility } from '../../ui/scan-panel.view';
import { Spinner } from '../../ui/spinner.view';
import { qrConfirmUrl } from './qr-confirm-url';
import { REFUSAL_TEXTS } from './qr-login.messages';
import classes from './qr-login.module.css';

type Flow = ActorRefFrom<typeof qrLoginMachine>;

/**
 * The QR scan login type's panel (qr-login.machine.ts): the captcha first when the tenant asks, then the QR
 * code with what to do, "scanned" once a phone opened it, and a fresh code once it expired or was rejected.
 */
export default function QrLoginPanel({ flow, shown }: { flow: Flow; shown: boolean }) {
  const { t } = useLingui();
  const captchaAsked = useSelector(flow, (s) => s.matches('captcha'));
  usePanelVisibility(flow, shown);
  return (
    <ScanPanel label={t`扫码登录`}>
      {captchaAsked ? <CaptchaStep flow={flow} /> : <QrStep flow={flow} />}
    </ScanPanel>
  );
}

function QrStep({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const { baseUrl } = useAppConfig();
  const { code, scanned, failures, refusal, expiresIn, enterpriseId } = useSelector(flow, (s) => s.context);
  const state = useSelector(flow, (s) =>
    s.matches('starting')
      ? 'starting'
      : s.matches('showing')
        ? s.hasTag('busy')
          ? 'finishing'
          : 'showing'
        : s.matches('expired')
          ? 'expired'
          : s.matches('rejected')
            ? 'rejected'
            : 'failed',
  );
  const refresh = () => flow.send({ type: 'qr.refresh' });
  const over: ReactNode =
    // The status line below says what the spinner waits for.
    state === 'starting' || state === 'finishing' ? (
      <Spinner size={28} />
    ) : state === 'showing' && scanned ? (
      <p className={classes.scanned}>
        <span className={classes.tick} aria-hidden="true" />
        <Trans>扫描成功</Trans>
      </p>
    ) : state === 'expired' || state === 'rejected' || state === 'failed' ? (
      <Button onClick={refresh}>
        {state === 'failed' && !code ? <Trans>重试</Trans> : <Trans>刷新二维码</Trans>}
      </Button>
    ) : null;
  const minutes = Math.round(expiresIn / 60);
  const status =
    state === 'starting' ? (
      <Trans>正在获取二维码…</Trans>
    ) : state === 'finishing' ? (
      <Trans>已确认，正在登录…</Trans>
    ) : state === 'showing' ? (
      scanned ? (
        <Trans>扫描成功，请在手机上确认登录</Trans>
      ) : (
        <Trans>请使用已登录的手机扫描二维码，{minutes} 分钟内有效</Trans>
      )
    ) : state === 'expired' ? (
      <Trans>二维码已失效，请刷新后重新扫描</Trans>
    ) : state === 'rejected' ? (
      <Trans>已在手机上拒绝本次登录</Trans>
    ) : null;
  return (
    <>
      <ScanFrame over={over} className={classes.code}>
        {code && state !== 'starting' ? (
          <QrCode
            value={qrConfirmUrl(baseUrl, code, enterpriseId)}
            label={t`扫码登录二维码`}
            size={176}
            hidden={over !== null}
          />
        ) : (
          <div className={classes.blank} />
        )}
      </ScanFrame>
      <ScanStatus>{status}</ScanStatus>
      {state === 'showing' && failures > 0 && (
        <p className={classes.warning} role="alert">
          <Trans>网络连接不稳定，正在重试…</Trans>
        </p>
      )}
      {state === 'failed' && (
        <CardMessage color="red">
          {refusal ? i18n._(REFUSAL_TEXTS[refusal]) : <Trans>暂时无法获取二维码，请检查网络后重试。</Trans>}
        </CardMessage>
      )}
    </>
  );
}

function CaptchaStep({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const { captcha, captchaError } = useSelector(flow, (s) => s.context);
  const drawing = useSelector(flow, (s) => s.hasTag('drawing'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'captcha.submit', captcha: formText(new FormData(event.currentTarget), 'captcha') });
  };
  const error =
    captchaError === 'wrong'
      ? i18n._(REFUSAL_TEXTS.wrongCaptcha)
      : captchaError === 'required'
        ? t`请输入验证码`
        : captcha || drawing
          ? undefined
          : t`验证码图片加载失败，请点击图片框重新获取`;
  return (
    <form className={classes.captcha} onSubmit={submit} noValidate>
      <ScanStatus live={false}>
        <Trans>请先输入图形验证码，再获取登录二维码</Trans>
      </ScanStatus>
      <div onChange={() => captchaError && flow.send({ type: 'captcha.edit' })}>
        <CaptchaField
          challenge={captcha?.code ?? null}
          autoFocus={captchaError === 'wrong'}
          image={captcha?.captcha ?? null}
          drawing={drawing}
          error={error}
          onRefresh={() => flow.send({ type: 'captcha.refresh' })}
          labels={{ field: t`图形验证码`, refresh: t`看不清，换一张`, image: t`验证码图片` }}
        />
      </div>
      <Button type="submit" fullWidth disabled={drawing}>
        <Trans>获取二维码</Trans>
      </Button>
    </form>
  );
}
