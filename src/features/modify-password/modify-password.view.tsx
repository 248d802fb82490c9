import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { modifyPasswordMachine } from '../../../machines/modify-password/modify-password.machine';
import type { PasswordField } from '../../../machines/modify-password/password-form.rules';
import { FlowCardPage } from '../../shared/flow-card.view';
import { SuccessAlert } from '../../shared/success-alert.view';
import { PolicyChecklist } from '../../shared/password-policy/policy-checklist.view';
import { CHANGE_REASONS, fieldErrorText, rejectionText } from './modify-password.messages';
import { formText } from '../../shared/form-text';
import { useRefusalFocus } from '../../shared/use-refusal-focus';

type Flow = ActorRefFrom<typeof modifyPasswordMachine>;

/** The form's fields, in its order: the first refused one takes the focus. */
const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** `/modifyPassword`: the forced password change in the tenant's login frame, once its flow runs. */
export const ModifyPasswordView = () => <FlowCardPage flow="modifyPassword" Panel={ModifyPasswordPanel} />;

/** Why the change is needed, the policy, the form; or the loading, load-failure and success steps. */
export function ModifyPasswordPanel({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const type = useSelector(flow, (s) => s.context.type);
  const step = useSelector(flow, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('changed') || s.matches('done')
          ? 'changed'
          : 'form',
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        <Trans>修改密码</Trans>
      </Title>
      {step !== 'changed' && (
        <Alert color="yellow" variant="light" p="xs" role="note">
          {i18n._(CHANGE_REASONS[type])}
        </Alert>
      )}
      {step === 'loading' && (
        <Center py="lg">
          <Loader role="status" aria-label={t`正在加载密码策略`} />
        </Center>
      )}
      {step === 'loadFailed' && (
        <Alert color="red" title={<Trans>密码策略加载失败</Trans>}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>暂时无法获取密码策略，请检查网络后重试。</Trans>
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => flow.send({ type: 'policies.retry' })}
            >
              <Trans>重试</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {step === 'form' && <ChangeForm flow={flow} />}
      {(step === 'form' || step === 'loadFailed') && <SignOut flow={flow} />}
      {step === 'changed' && (
        <SuccessAlert title={<Trans>密码修改成功</Trans>}>
          <Trans>请使用新密码重新登录，即将返回登录页…</Trans>
        </SuccessAlert>
      )}
    </Stack>
  );
}

/** The way out of a change the session owes: Back stays on this page, so signing out is offered here. */
function SignOut({ flow }: { flow: Flow }) {
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <Center>
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={busy}
        onClick={() => flow.send({ type: 'change.leave' })}
      >
        <Trans>退出登录</Trans>
      </Button>
    </Center>
  );
}

function ChangeForm({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  // The new password as typed, for the policy's checklist.
  const [typed, setTyped] = useState('');
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const policy = useSelector(flow, (s) => s.context.passwordPolicy);
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors);
  const rejection = useSelector(flow, (s) => s.context.rejection);
  const formRef = useRef<HTMLFormElement>(null);
  const markSubmitted = useRefusalFocus({ formRef, fields: FIELDS, fieldErrors });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    markSubmitted();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'form.submit',
      oldPassword: formText(data, 'oldPassword'),
      newPassword: formText(data, 'newPassword'),
      confirmPassword: formText(data, 'confirmPassword'),
    });
  };
  // Typing clears that field's error (and the server's refusal); no event while there is nothing to clear.
  const edited = (field: PasswordField) => () => {
    if (fieldErrors[field] || rejection) flow.send({ type: 'form.edit', field });
  };
  // What each of the three fields has alike: its name, its refusal, its show-password toggle.
  const field = (name: PasswordField) => {
    const fieldError = fieldErrors[name];
    return {
      name,
      required: true,
      visibilityToggleFocusable: true,
      visibilityToggleButtonProps: { 'aria-label': t`显示或隐藏密码` },
      error: fieldError ? fieldErrorText(i18n, name, fieldError) : undefined,
      'aria-invalid': fieldError ? true : undefined,
      onChange: edited(name),
    };
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`修改密码`}>
      <Stack gap="md">
        {rejection && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {rejectionText(i18n, rejection, policy)}
          </Alert>
        )}
        <PasswordInput {...field('oldPassword')} label={t`原密码`} autoComplete="current-password" />
        <div>
          <PasswordInput
            {...field('newPassword')}
            label={t`新密码`}
            autoComplete="new-password"
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              edited('newPassword')();
            }}
          />
          {policy && <PolicyChecklist id="modify-password-policy" policy={policy} password={typed} />}
        </div>
        <PasswordInput {...field('confirmPassword')} label={t`确认新密码`} autoComplete="new-password" />
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          <Trans>确认修改</Trans>
        </Button>
      </Stack>
    </form>
  );
}
