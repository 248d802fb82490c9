import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { REGISTER_FIELDS, type RegisterField } from '../../../machines/register/register-form.rules';
import type { registerMachine } from '../../../machines/register/register.machine';
import type { UsernamePolicy } from '../../../schemas/modify-password.schema';
import { allowedUsernameClasses } from '../../../schemas/rules/username-policy.rule';
import { DEFAULT_PHONE_REGION } from '../../../schemas/spec-constants';
import { APPROVAL_STATUS_LABELS } from '../../shared/dictionary/dictionary-labels';
import { FlowCardPage } from '../../shared/flow-card.view';
import { SuccessAlert } from '../../shared/success-alert.view';
import { LoadFailed } from '../../shared/load-failed.view';
import { PolicyChecklist } from '../../shared/password-policy/policy-checklist.view';
import { phoneRegionOptions } from '../../shared/phone-regions/phone-regions';
import classes from './register.module.css';
import { allowedCharsText, fieldErrorText, rejectionText } from './register.messages';
import { formText } from '../../shared/form-text';
import { useRefusalFocus } from '../../shared/use-refusal-focus';

type Flow = ActorRefFrom<typeof registerMachine>;

// A name and a captcha answer are taken as typed: no capital a phone keyboard adds, no correction.
const typedAsIs = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** `/register`: self-registration in the tenant's login frame, once its flow runs. */
export const RegisterView = () => <FlowCardPage flow="register" Panel={RegisterPanel} />;

/** Registration's page: its heading, then its steps. */
export function RegisterPanel({ flow }: { flow: Flow }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        <Trans>注册账号</Trans>
      </Title>
      <RegisterSteps flow={flow} />
    </Stack>
  );
}

/** What another page changes of the form: its submit button's text, and the line under it. */
type FormParts = { submitLabel?: ReactNode; footer?: ReactNode };

/**
 * The loading, load-failure, form and result steps of registration: `/register`'s, and `/adapterBind`'s (its
 * registration, whose button and closing line are its own).
 */
export function RegisterSteps({ flow, submitLabel, footer }: { flow: Flow } & FormParts) {
  const { i18n, t } = useLingui();
  const submitted = i18n._(APPROVAL_STATUS_LABELS.SUBMITTED);
  const step = useSelector(flow, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('registered') || (s.status === 'done' && s.output?.kind === 'registered')
          ? 'registered'
          : s.matches('pending') || s.status === 'done'
            ? 'pending'
            : 'form',
  );
  return (
    <>
      {step === 'loading' && (
        <Center py="lg">
          <Loader role="status" aria-label={t`正在加载注册表单`} />
        </Center>
      )}
      {step === 'loadFailed' && (
        <LoadFailed
          title={<Trans>注册表单加载失败</Trans>}
          text={<Trans>暂时无法获取密码策略或验证码，请检查网络后重试。</Trans>}
          onRetry={() => flow.send({ type: 'form.retry' })}
        />
      )}
      {step === 'form' && <RegisterForm flow={flow} submitLabel={submitLabel} footer={footer} />}
      {step === 'registered' && (
        <SuccessAlert title={<Trans>注册成功</Trans>}>
          <Trans>账号已创建，正在为你登录…</Trans>
        </SuccessAlert>
      )}
      {step === 'pending' && (
        <Alert color="blue" role="status" title={<Trans>注册申请已提交</Trans>}>
          <Trans>请等待管理员审核，审核结果将通过邮件通知你。即将返回登录页…</Trans>
          <br />
          {/* SPEC 3's dictionary label of where the application stands: submitted, until an administrator decides. */}
          <Trans>审批状态：{submitted}</Trans>
        </Alert>
      )}
    </>
  );
}

function RegisterForm({ flow, submitLabel, footer }: { flow: Flow } & FormParts) {
  const { i18n, t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const policies = useSelector(flow, (s) => s.context.policies);
  const captcha = useSelector(flow, (s) => s.context.captcha);
  const drawing = useSelector(flow, (s) => s.matches({ editing: 'drawingCaptcha' }));
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors);
  const rejection = useSelector(flow, (s) => s.context.rejection);
  // What is typed in the password field, for the policy list to tick off; the flow sees it only on submit.
  const [typedPassword, setTypedPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // The old picture going (a refusal spent it, or another was asked for) empties its field: its answer cannot
  // pass. The field stays the same element, so the focus a refusal gave it stays too, and it takes no answer
  // until the new picture shows (readOnly while drawing), so nothing typed for the new one is lost.
  const captchaCode = captcha?.code;
  useEffect(() => {
    const input = formRef.current?.elements.namedItem('captcha');
    if (!captchaCode && input instanceof HTMLInputElement) input.value = '';
  }, [captchaCode]);
  const rejectionRef = useRef<HTMLDivElement>(null);
  const markSubmitted = useRefusalFocus({
    formRef,
    fields: REGISTER_FIELDS,
    fieldErrors,
    rejection,
    rejectionRef,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    markSubmitted();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'form.submit',
      username: formText(data, 'username'),
      password: formText(data, 'password'),
      passwordAgain: formText(data, 'passwordAgain'),
      phoneRegion: formText(data, 'phoneRegion') || DEFAULT_PHONE_REGION,
      phoneNumber: formText(data, 'phoneNumber'),
      email: formText(data, 'email'),
      captcha: formText(data, 'captcha'),
    });
  };
  const edited = (field: RegisterField) => () => {
    if (fieldErrors[field] || rejection) flow.send({ type: 'form.edit', field });
  };
  const field = (name: RegisterField) => {
    const error = fieldErrors[name];
    return {
      name,
      error: error ? fieldErrorText(i18n, name, error) : undefined,
      'aria-invalid': error ? true : undefined,
      onChange: edited(name),
    };
  };
  const usernamePolicy = policies?.usernamePolicy;
  const usernameHint = (policy: UsernamePolicy) => {
    const min = policy.minLength;
    const chars = allowedCharsText(i18n, allowedUsernameClasses(policy));
    return t`至少 ${min} 位，可包含${chars}`;
  };
  const passwordToggle = {
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: { 'aria-label': t`显示或隐藏密码` },
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`注册账号`}>
      <Stack gap="sm">
        {rejection && (
          <Alert ref={rejectionRef} tabIndex={-1} color="red" variant="light" role="alert" p="xs">
            {rejectionText(i18n, rejection)}
          </Alert>
        )}
        <TextInput
          {...field('username')}
          label={t`用户名`}
          autoComplete="username"
          {...typedAsIs}
          required
          // The hint gives way to the error, which says the same rule for what was typed.
          description={usernamePolicy && !fieldErrors.username && usernameHint(usernamePolicy)}
        />
        <div>
          <PasswordInput
            {...field('password')}
            {...passwordToggle}
            label={t`密码`}
            autoComplete="new-password"
            required
            onChange={(event) => {
              setTypedPassword(event.currentTarget.value);
              edited('password')();
            }}
          />
          {policies && (
            <PolicyChecklist
              id="register-password-policy"
              policy={policies.passwordPolicy}
              password={typedPassword}
            />
          )}
        </div>
        <PasswordInput
          {...field('passwordAgain')}
          {...passwordToggle}
          label={t`确认密码`}
          autoComplete="new-password"
          required
        />
        {/* One above the other: the region names its country in full, which no half of the card holds. */}
        <NativeSelect
          name="phoneRegion"
          label={t`区号`}
          defaultValue={DEFAULT_PHONE_REGION}
          autoComplete="tel-country-code"
          data={phoneRegionOptions(i18n)}
          onChange={edited('phoneNumber')}
        />
        <TextInput
          {...field('phoneNumber')}
          label={t`手机号（选填）`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <TextInput {...field('email')} label={t`邮箱`} type="email" autoComplete="email" required />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            {...field('captcha')}
            label={t`验证码`}
            autoComplete="off"
            {...typedAsIs}
            maxLength={20}
            required
            readOnly={drawing}
            className={classes.grow}
          />
          <button
            type="button"
            className={classes.captcha}
            onClick={() => flow.send({ type: 'captcha.refresh' })}
            disabled={drawing}
            aria-label={t`看不清，换一张`}
            aria-busy={drawing || undefined}
            title={t`看不清，换一张`}
          >
            {captcha ? (
              <img src={captcha.captcha} alt={t`验证码图片`} />
            ) : drawing ? (
              <Loader size="xs" />
            ) : (
              <Text span size="xs">
                <Trans>点击获取</Trans>
              </Text>
            )}
          </button>
        </Group>
        <Button type="submit" fullWidth loading={busy} disabled={busy} mt="xs">
          {submitLabel ?? <Trans>注册</Trans>}
        </Button>
        {footer ?? (
          <Text size="sm" ta="center">
            <Trans>
              已有账号？<Anchor href="#/login">返回登录</Anchor>
            </Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}
