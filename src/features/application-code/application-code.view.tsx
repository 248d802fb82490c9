import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { applicationCodeMachine } from '../../../machines/application-code/application-code.machine';
import { CardMessage } from '../../shared/card-message.view';
import { Button } from '../../ui/button.view';
import { TextField } from '../../ui/text-field.view';
import named from '../../shared/named-user.module.css';
import classes from './application-code.module.css';
import { FORMAT_ERRORS, REFUSAL_TEXTS } from './application-code.messages';

type ApplicationCode = ActorRefFrom<typeof applicationCodeMachine>;

/**
 * The application's check by one-time code, in the login card: the user the application named, the code of
 * their authenticator app, and why a code was refused. A refused code is cleared and the field takes the
 * focus again; the field has it from the start.
 */
export default function ApplicationCodeForm({ flow }: { flow: ApplicationCode }) {
  const { i18n, t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const { username, formatError, refusal } = useSelector(flow, (s) => s.context);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (!refusal && !formatError) return;
    if (refusal && input.current) input.current.value = '';
    input.current?.focus();
  }, [refusal, formatError]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    flow.send({ type: 'code.submit', code: typeof code === 'string' ? code : '' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`动态口令验证`}>
      <div className={classes.fields}>
        <p className={named.lead}>
          <Trans>
            应用要求再次验证 <span className={named.user}>{username}</span>{' '}
            的身份，请输入身份验证器中显示的动态口令。
          </Trans>
        </p>
        {refusal && <CardMessage color="red">{i18n._(REFUSAL_TEXTS[refusal])}</CardMessage>}
        <TextField
          ref={input}
          name="code"
          label={t`动态口令`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          error={formatError ? i18n._(FORMAT_ERRORS[formatError]) : undefined}
          onChange={() => (formatError || refusal) && flow.send({ type: 'code.edit' })}
        />
        <Button type="submit" fullWidth loading={busy}>
          <Trans>验证</Trans>
        </Button>
      </div>
    </form>
  );
}
