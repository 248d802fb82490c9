import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { adminCodeMachine } from '../../../machines/second-factor/admin-code.machine';
import { SECOND_FACTOR_REFUSALS } from '../../../schemas/refusals';
import { CaptchaField } from '../../ui/captcha-field.view';
import { CodeForm } from './code-form.view';
import { ResendButton } from '../../shared/resend-button.view';
import { LoadFailed } from '../../shared/load-failed.view';

type AdminCode = ActorRefFrom<typeof adminCodeMachine>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A code the administrator relays: ask, then type it with the captcha (admin-code.machine.ts). */
export function AdminCodePanel({ flow }: { flow: AdminCode }) {
  const { t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready',
  );
  const { captcha, resendIn, sent, formatError, captchaMissing, refusal } = useSelector(
    flow,
    (s) => s.context,
  );
  const sending = useSelector(flow, (s) => s.hasTag('sending'));
  const verifying = useSelector(flow, (s) => s.hasTag('busy'));
  const drawing = useSelector(flow, (s) => s.hasTag('drawing'));
  const captchaRefused = refusal === SECOND_FACTOR_REFUSALS.wrongCaptcha;
  if (state === 'loading')
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载`} />
      </Center>
    );
  if (state === 'loadFailed')
    return (
      <LoadFailed
        title={<Trans>验证码加载失败</Trans>}
        text={<Trans>暂时无法向管理员申请验证码，请检查网络后重试。</Trans>}
        onRetry={() => flow.send({ type: 'captcha.retry' })}
      />
    );
  return (
    <CodeForm
      label={t`管理员提供的验证码`}
      busy={verifying}
      formatError={formatError}
      refusal={refusal}
      onSubmit={(code, form) => flow.send({ type: 'code.submit', code, captcha: text(form, 'captcha') })}
      onEdit={() => flow.send({ type: 'code.edit' })}
      keepCode={captchaRefused}
      after={
        // A new picture takes the spent answer away; after a wrong one the focus is here.
        <CaptchaField
          challenge={captcha?.capCode ?? null}
          autoFocus={captchaRefused}
          image={captcha?.image ?? null}
          drawing={drawing}
          error={captchaMissing ? t`请输入图形验证码` : undefined}
          onRefresh={() => flow.send({ type: 'captcha.refresh' })}
          labels={{ field: t`图形验证码`, refresh: t`看不清，换一张`, image: t`验证码图片` }}
        />
      }
    >
      <Text size="sm" role="status">
        {sent ? (
          <Trans>验证码已发送给管理员。请联系管理员，确认身份后由其告知验证码。</Trans>
        ) : (
          <Trans>验证码将发送给企业管理员，由管理员确认您的身份后告知您。</Trans>
        )}
      </Text>
      <ResendButton
        resendIn={resendIn}
        sent={sent}
        sending={sending}
        onSend={() => flow.send({ type: 'code.send' })}
        labels={{
          first: <Trans>向管理员申请验证码</Trans>,
          again: <Trans>重新申请验证码</Trans>,
          waiting: <Trans>重新申请（{resendIn} 秒）</Trans>,
        }}
      />
    </CodeForm>
  );
}
