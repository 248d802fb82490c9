import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Center, Loader, PasswordInput, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  NewPasswordErrors,
  NewPasswordForm,
  resetNewPasswordMachine,
} from '../../../machines/reset-password/reset-new-password.machine';
import { formText } from '../../shared/form-text';
import { LoadFailed } from '../../shared/load-failed.view';
import { BREACHED, policyViolationText } from '../../shared/password-policy/password-policy.messages';
import { PolicyChecklist } from '../../shared/password-policy/policy-checklist.view';
import { useRefusalFocus } from '../../shared/use-refusal-focus';

type NewPassword = ActorRefFrom<typeof resetNewPasswordMachine>;
const FIELDS = ['password', 'passwordAgain'] as const;

function errorText(i18n: I18n, field: keyof NewPasswordForm, error: NewPasswordErrors[typeof field]) {
  switch (error?.code) {
    case undefined:
      return undefined;
    case 'required':
      return i18n._(field === 'password' ? msg`请输入新密码` : msg`请再次输入新密码`);
    case 'mismatch':
      return i18n._(msg`两次输入的密码不一致`);
    case 'breached':
      return i18n._(BREACHED);
    case 'password':
      return policyViolationText(i18n, error.violation);
  }
}

/** Step 4: the new password, twice, with the tenant's policy ticked off as it is typed. */
export function ResetNewPasswordStep({ flow }: { flow: NewPassword }) {
  const { i18n, t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'editing',
  );
  const { policy, errors } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  // What is typed, for the policy list to tick off; the flow sees it only on submit.
  const [typed, setTyped] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const markSubmitted = useRefusalFocus({ formRef, fields: FIELDS, fieldErrors: errors });
  if (state === 'loading')
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载密码策略`} />
      </Center>
    );
  if (state === 'loadFailed' || !policy)
    return (
      <LoadFailed
        title={<Trans>密码策略加载失败</Trans>}
        text={<Trans>暂时无法获取密码策略，请检查网络后重试。</Trans>}
        onRetry={() => flow.send({ type: 'policy.retry' })}
      />
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    markSubmitted();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'password.submit',
      password: formText(data, 'password'),
      passwordAgain: formText(data, 'passwordAgain'),
    });
  };
  const field = (name: keyof NewPasswordForm) => ({
    name,
    error: errorText(i18n, name, errors[name]),
    'aria-invalid': errors[name] ? true : undefined,
    autoComplete: 'new-password',
    required: true,
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: { 'aria-label': t`显示或隐藏密码` },
  });
  const edited = (name: keyof NewPasswordForm) => () => {
    if (errors[name]) flow.send({ type: 'password.edit', field: name });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`设置新密码`}>
      <Stack gap="sm">
        <div>
          <PasswordInput
            {...field('password')}
            label={t`新密码`}
            autoFocus
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              edited('password')();
            }}
          />
          <PolicyChecklist id="reset-password-policy" policy={policy} password={typed} />
        </div>
        <PasswordInput {...field('passwordAgain')} label={t`确认新密码`} onChange={edited('passwordAgain')} />
        <Button type="submit" fullWidth loading={busy} disabled={busy} mt="xs">
          <Trans>重置密码</Trans>
        </Button>
      </Stack>
    </form>
  );
}
