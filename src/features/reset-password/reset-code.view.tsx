import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { resetCodeMachine } from '../../../machines/reset-password/reset-code.machine';
import { formText } from '../../shared/form-text';
import { ResendButton } from '../../shared/resend-button.view';
import { CODE_FORMAT_ERRORS, CODE_REFUSALS, REFUSAL_TEXTS } from './reset-password.messages';

type Code = ActorRefFrom<typeof resetCodeMachine>;

/** Step 3 by e-mail or SMS: the code sent, its countdown, and the field (reset-code.machine.ts). */
export function ResetCodeStep({
  flow,
  masked,
  onChangeMethod,
}: {
  flow: Code;
  masked: string | null;
  onChangeMethod: () => void;
}) {
  const { i18n, t } = useLingui();
  const { type, resendIn, validMinutes, formatError, refusal } = useSelector(flow, (s) => s.context);
  const sending = useSelector(flow, (s) => s.hasTag('sending'));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const input = useRef<HTMLInputElement>(null);
  // The code is what this step is for: the field has the focus from the start, and again after a refusal.
  useEffect(() => input.current?.focus(), []);
  const codeRefused = refusal !== null && CODE_REFUSALS.includes(refusal);
  // A refused code goes; a refused send (too soon) leaves what is typed alone.
  useEffect(() => {
    if (!codeRefused && !formatError) return;
    if (codeRefused && input.current) input.current.value = '';
    input.current?.focus();
  }, [codeRefused, refusal, formatError]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'code.submit', code: formText(new FormData(event.currentTarget), 'code') });
  };
  const label = type === 'email' ? t`邮箱验证码` : t`短信验证码`;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <Text size="sm" role="status">
          {sending ? (
            <Trans>正在发送验证码至 {masked}…</Trans>
          ) : validMinutes === null ? (
            <Trans>验证码将发送至 {masked}</Trans>
          ) : (
            <Trans>
              验证码已发送至 {masked}，{validMinutes} 分钟内有效。
            </Trans>
          )}
        </Text>
        <ResendButton
          resendIn={resendIn}
          sent={validMinutes !== null}
          sending={sending}
          onSend={() => flow.send({ type: 'code.send' })}
          labels={{
            first: <Trans>获取验证码</Trans>,
            again: <Trans>重新发送验证码</Trans>,
            waiting: <Trans>重新发送（{resendIn} 秒）</Trans>,
          }}
        />
        <TextInput
          ref={input}
          name="code"
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          // Mantine marks the field invalid by `error` alone (its aria-invalid wins): a refused code, said in
          // the alert below, is an error without a text of its own.
          error={formatError ? i18n._(CODE_FORMAT_ERRORS[formatError]) : codeRefused || undefined}
          onChange={() => (formatError || refusal) && flow.send({ type: 'code.edit' })}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {i18n._(REFUSAL_TEXTS[refusal])}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          <Trans>下一步</Trans>
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onChangeMethod}>
          <Trans>换一种验证方式</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
