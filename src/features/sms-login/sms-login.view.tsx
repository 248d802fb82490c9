import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SmsLoginField, smsLoginMachine } from '../../../machines/sms-login/sms-login.machine';
import {
  CODE_REFUSALS,
  PHONE_REFUSALS,
  type SmsLoginRefusal,
} from '../../../machines/sms-login/sms-login-refusal';
import { DEFAULT_PHONE_REGION } from '../../../schemas/spec-constants';
import { CardMessage } from '../../shared/card-message.view';
import { formText } from '../../shared/form-text';
import { PHONE_REGIONS } from '../../shared/phone-regions/phone-regions';
import { Button } from '../../ui/button.view';
import { CaptchaField } from '../../ui/captcha-field.view';
import { FieldFrame } from '../../ui/field-frame.view';
import fieldClasses from '../../ui/field.module.css';
import { Spinner } from '../../ui/spinner.view';
import { TextField } from '../../ui/text-field.view';
import { FIELD_ERRORS, REFUSAL_TEXTS } from './sms-login.messages';
import classes from './sms-login.module.css';

type Flow = ActorRefFrom<typeof smsLoginMachine>;

/**
 * The SMS login type's form (sms-login.machine.ts): the number with its region, the captcha when the tenant
 * asks, the button that sends a code and counts down, the code, and the login. A refusal shows at the field it
 * is about (the number, the captcha, the code), any other above the button.
 */
export default function SmsLoginForm({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const loading = useSelector(flow, (s) => s.hasTag('loading'));
  const unavailable = useSelector(flow, (s) => s.matches('unavailable'));
  if (loading)
    return (
      <div className={classes.busy}>
        <Spinner size={22} label={t`加载中`} />
      </div>
    );
  if (unavailable)
    return (
      <CardMessage
        color="red"
        title={<Trans>短信登录暂不可用</Trans>}
        action={{ label: <Trans>重试</Trans>, onClick: () => flow.send({ type: 'info.retry' }) }}
      >
        <Trans>暂时无法获取短信登录的设置，请检查网络后重试。</Trans>
      </CardMessage>
    );
  return <SmsForm flow={flow} />;
}

function SmsForm({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const { showCaptcha, captcha, resendIn, validMinutes, errors, refusal } = useSelector(
    flow,
    (s) => s.context,
  );
  const sending = useSelector(flow, (s) => s.hasTag('sending'));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const drawing = useSelector(flow, (s) => s.hasTag('drawing'));
  const formRef = useRef<HTMLFormElement>(null);
  const regionId = useId();
  const field = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  // The field a refusal or a check is about takes the focus; a refused code goes.
  useEffect(() => {
    const at = refusalField(refusal) ?? (['phone', 'captcha', 'code'] as const).find((f) => errors[f]);
    if (!at) return;
    const input = field(at === 'phone' ? 'phoneNumber' : at);
    if (at === 'code' && refusal && input) input.value = '';
    input?.focus();
  }, [refusal, errors]);
  const numberOf = (data: FormData) => ({
    phoneNumber: formText(data, 'phoneNumber'),
    phoneRegion: formText(data, 'phoneRegion') || DEFAULT_PHONE_REGION,
  });
  const send = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    flow.send({ type: 'code.send', ...numberOf(data), captcha: formText(data, 'captcha') });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    flow.send({ type: 'sms.submit', ...numberOf(data), code: formText(data, 'code') });
  };
  const edited = (at: SmsLoginField) => () => {
    if (errors[at] || refusal) flow.send({ type: 'field.edit', field: at });
  };
  const errorAt = (at: SmsLoginField) =>
    refusal && refusalField(refusal) === at
      ? i18n._(REFUSAL_TEXTS[refusal])
      : errors[at]
        ? i18n._(FIELD_ERRORS[at][errors[at]])
        : undefined;
  const general = refusal && !refusalField(refusal) ? i18n._(REFUSAL_TEXTS[refusal]) : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`短信登录`}>
      <div className={classes.fields}>
        <div className={classes.phoneRow}>
          <FieldFrame inputId={regionId} label={t`区号`} required={false} error={undefined}>
            <select
              id={regionId}
              name="phoneRegion"
              className={`${fieldClasses.input} ${classes.region}`}
              defaultValue={DEFAULT_PHONE_REGION}
            >
              {PHONE_REGIONS.map(({ code, name }) => (
                <option key={code} value={code} title={i18n._(name)}>
                  +{code}
                </option>
              ))}
            </select>
          </FieldFrame>
          <TextField
            name="phoneNumber"
            label={t`手机号`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            error={errorAt('phone')}
            onChange={edited('phone')}
          />
        </div>
        {showCaptcha && (
          <div onChange={edited('captcha')}>
            <CaptchaField
              challenge={captcha?.code ?? null}
              // The new picture after a wrong answer: its field has the focus.
              autoFocus={refusal === 'wrongCaptcha'}
              image={captcha?.captcha ?? null}
              drawing={drawing}
              error={
                errorAt('captcha') ??
                (captcha || drawing ? undefined : t`验证码图片加载失败，请点击图片框重新获取`)
              }
              onRefresh={() => flow.send({ type: 'captcha.refresh' })}
              labels={{ field: t`图形验证码`, refresh: t`看不清，换一张`, image: t`验证码图片` }}
            />
          </div>
        )}
        <div className={classes.codeRow}>
          <TextField
            name="code"
            label={t`短信验证码`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            error={errorAt('code')}
            onChange={edited('code')}
          />
          <Button
            variant="light"
            className={classes.send}
            loading={sending}
            disabled={sending || resendIn > 0 || (showCaptcha && drawing)}
            onClick={send}
          >
            {resendIn > 0 ? (
              <Trans>{resendIn} 秒后重发</Trans>
            ) : validMinutes === null ? (
              <Trans>获取验证码</Trans>
            ) : (
              <Trans>重新发送</Trans>
            )}
          </Button>
        </div>
        <p className={classes.status} role="status">
          {validMinutes !== null && <Trans>验证码已发送，{validMinutes} 分钟内有效。</Trans>}
        </p>
        {general && <CardMessage color="red">{general}</CardMessage>}
        <Button type="submit" fullWidth loading={busy}>
          <Trans>登录</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The field a refusal is about, or null for one the form says above its button. */
const refusalField = (refusal: SmsLoginRefusal | null): SmsLoginField | null =>
  refusal === null
    ? null
    : refusal === 'wrongCaptcha'
      ? 'captcha'
      : CODE_REFUSALS.includes(refusal)
        ? 'code'
        : PHONE_REFUSALS.includes(refusal)
          ? 'phone'
          : null;
