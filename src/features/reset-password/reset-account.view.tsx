import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  AccountField,
  resetAccountMachine,
} from '../../../machines/reset-password/reset-account.machine';
import { DEFAULT_PHONE_REGION } from '../../../schemas/spec-constants';
import { formText } from '../../shared/form-text';
import { CaptchaField } from '../../ui/captcha-field.view';
import { phoneRegionOptions } from '../../shared/phone-regions/phone-regions';
import { REFUSAL_TEXTS } from './reset-password.messages';

type Account = ActorRefFrom<typeof resetAccountMachine>;

/** Step 1: the account and a captcha (reset-account.machine.ts). */
export function ResetAccountStep({ flow }: { flow: Account }) {
  const { i18n, t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  // A new picture on its way, or the 1.5 s before it (SPEC 8): nothing to answer yet.
  const drawing = useSelector(flow, (s) => s.hasTag('drawing'));
  const waiting = useSelector(flow, (s) => s.hasTag('waiting'));
  const { captcha, missing, refusal, cleared } = useSelector(flow, (s) => s.context);
  const formRef = useRef<HTMLFormElement>(null);
  // SPEC 8: a refused account clears the form (the machine says when).
  useEffect(() => {
    if (cleared === 0) return;
    const name = formRef.current?.elements.namedItem('username');
    if (name instanceof HTMLInputElement) {
      name.value = '';
      name.focus();
    }
  }, [cleared]);
  const edited = (field: AccountField) => () => {
    if (missing.includes(field) || refusal) flow.send({ type: 'account.edit', field });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'account.submit',
      username: formText(data, 'username'),
      phoneRegion: formText(data, 'phoneRegion') || DEFAULT_PHONE_REGION,
      captcha: formText(data, 'captcha'),
    });
  };
  const captchaRefused = refusal === 'wrongCaptcha';
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`填写账号`}>
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {i18n._(REFUSAL_TEXTS[refusal])}
          </Alert>
        )}
        <TextInput
          name="username"
          label={t`账号`}
          description={t`用户名、邮箱或手机号`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          autoFocus
          error={missing.includes('username') ? t`请输入用户名、邮箱或手机号` : undefined}
          onChange={edited('username')}
        />
        <NativeSelect
          name="phoneRegion"
          label={t`手机号区号`}
          description={t`以手机号找回时选择`}
          defaultValue={DEFAULT_PHONE_REGION}
          data={phoneRegionOptions(i18n)}
        />
        {/* A new picture is a new field: the spent answer goes, and after a wrong one the focus is here. */}
        <div onChange={edited('captcha')}>
          <CaptchaField
            challenge={captcha?.code ?? null}
            autoFocus={captchaRefused}
            image={captcha?.captcha ?? null}
            drawing={drawing || busy || waiting}
            error={
              !missing.includes('captcha')
                ? undefined
                : captcha
                  ? t`请输入验证码`
                  : t`验证码图片加载失败，请点击图片框重新获取`
            }
            onRefresh={() => flow.send({ type: 'captcha.refresh' })}
            labels={{ field: t`验证码`, refresh: t`看不清，换一张`, image: t`验证码图片` }}
          />
        </div>
        <Button type="submit" fullWidth loading={busy} disabled={busy || waiting || drawing} mt="xs">
          <Trans>下一步</Trans>
        </Button>
      </Stack>
    </form>
  );
}
