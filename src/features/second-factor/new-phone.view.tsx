import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { smsCodeMachine } from '../../../machines/second-factor/sms-code.machine';
import { SECOND_FACTOR_REFUSALS } from '../../../schemas/refusals';
import { PHONE_ERRORS, REFUSAL_TEXTS } from './second-factor.messages';

type SmsCode = ActorRefFrom<typeof smsCodeMachine>;

/**
 * No phone is bound, and one may be: the number to bind, which gets the code (sms-code.machine.ts). A number
 * refused stays as typed, with the reason under it.
 */
export function NewPhoneForm({ flow }: { flow: SmsCode }) {
  const { i18n, t } = useLingui();
  const { phoneNumber, phoneError, refusal } = useSelector(flow, (s) => s.context);
  const sending = useSelector(flow, (s) => s.hasTag('sending'));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (phoneError || refusal) input.current?.focus();
  }, [phoneError, refusal]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('phoneNumber');
    flow.send({ type: 'phone.send', phoneNumber: typeof value === 'string' ? value : '' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`绑定手机号`}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>您的账号未绑定手机号。输入您的手机号获取验证码，验证通过后该手机号将绑定到您的账号。</Trans>
        </Text>
        <TextInput
          ref={input}
          name="phoneNumber"
          type="tel"
          label={t`手机号`}
          defaultValue={phoneNumber ?? ''}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          required
          // Mantine marks the field invalid by `error` alone (its aria-invalid wins): a number in use, said in
          // the alert below, is an error without a text of its own; a send refused too soon is not the number's.
          error={
            phoneError
              ? i18n._(PHONE_ERRORS[phoneError])
              : refusal === SECOND_FACTOR_REFUSALS.phoneInUse || undefined
          }
          onChange={() => (phoneError || refusal) && flow.send({ type: 'phone.edit' })}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {i18n._(REFUSAL_TEXTS[refusal])}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={sending} disabled={sending}>
          <Trans>获取验证码</Trans>
        </Button>
      </Stack>
    </form>
  );
}
